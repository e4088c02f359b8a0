import type { CallName, CallPayload, CallResponse } from '@shop/shared';
import { callProviderOrThrow } from '../client';

/** A call's response once it succeeded: what its check gives (../response-check.ts), without the refusal. */
export type ReadResponse<K extends CallName> = Exclude<CallResponse<K>, { success: false }>;

/**
 * One provider read for a query's effect: the response as its call's check gives it (../response-check.ts),
 * so a query needs no contract of its own. A `success: false` response rejects with the provider's
 * own message, and a response that cannot be read with an ApiError naming where, like a failed request.
 */
export async function readProvider<K extends CallName>(name: K, payload?: CallPayload<K>): Promise<ReadResponse<K>> {
  const response = await callProviderOrThrow(name, payload);
  if (typeof response === 'object' && response !== null && 'success' in response && response.success === false) {
    const message = (response as { error?: unknown }).error;
    throw new Error(typeof message === 'string' && message !== '' ? message : `${name} was refused.`);
  }
  return response as ReadResponse<K>;
}
