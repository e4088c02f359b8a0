import { readText } from '@shop/provider-client';
import { STORAGE_KEYS, type UserDetails } from '@shop/shared';
import { $isAuthenticating, $sessionCheckedOnce, $user } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

/**
 * How long a page waits for the account team's check of a stored token before it treats the
 * visitor as signed out: the check may never come (mf-account failed to load).
 */
export const SESSION_SETTLE_MS = 6000;

/**
 * Who is signed in, for a page that needs to know: `settled` is false while a stored token has
 * not been checked yet. mf-account's check may start after such a page mounted (the shell starts
 * it once the first page's code is in), so "no check running and no user" alone would show a
 * signed-in shopper a sign-in prompt for a moment.
 */
export function useSession(): { user: UserDetails | null; settled: boolean } {
  const { user, authenticating, checked } = useUnit({
    user: $user,
    authenticating: $isAuthenticating,
    checked: $sessionCheckedOnce,
  });
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), SESSION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  const tokenStored = readText(STORAGE_KEYS.AUTH_TOKEN_KEY) !== null;
  const settled = user !== null || (!authenticating && (checked || !tokenStored || gaveUp));
  return { user, settled };
}
