import { $isAuthenticating, $user, readText, STORAGE_KEYS, sessionCheckFinished } from '@shop/shared';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

// The account team checks a stored token at start-up; until that settles, a page that needs the
// user waits instead of showing a sign-in prompt to someone who is signed in.
const SETTLE_AFTER_MS = 6000;

export function useSession() {
  const { user, authenticating } = useUnit({ user: $user, authenticating: $isAuthenticating });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const unwatch = sessionCheckFinished.watch(() => setWaited(true));
    const timer = setTimeout(() => setWaited(true), SETTLE_AFTER_MS);
    return () => {
      unwatch();
      clearTimeout(timer);
    };
  }, []);
  const tokenStored = readText(STORAGE_KEYS.AUTH_TOKEN_KEY) !== null;
  const settled = user !== null || (!authenticating && (!tokenStored || waited));
  return { user, settled };
}
