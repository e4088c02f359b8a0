import { $userToken } from '@shop/shared/state';
import { attach, createEffect, type Effect } from 'effector';

/** What a read for the signed-in user rejects with when nobody is signed in. */
export const SIGNED_OUT_MESSAGE = 'Sign in to see this.';

/**
 * An effect that brings the session token to `call` through `attach` (never `getState()`), so
 * the token stays out of the params, and with them out of every cache key and log line.
 * `visitors`: a call that also serves visitors gets '' for them (requirements §7: every
 * competition call carries a token field); otherwise a read without a session is refused.
 */
export function attachToken<Params, Done>(
  call: (token: string, params: Params) => Promise<Done>,
  { visitors = false }: { visitors?: boolean } = {},
): Effect<Params, Done> {
  return attach({
    source: $userToken,
    mapParams: (params: Params, token) => ({ params, token }),
    effect: createEffect<{ params: Params; token: string | null }, Done>(({ params, token }) => {
      if (!token && !visitors) throw new Error(SIGNED_OUT_MESSAGE);
      return call(token ?? '', params);
    }),
  });
}
