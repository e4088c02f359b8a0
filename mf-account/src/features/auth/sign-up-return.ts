import { readJson, removeKey, writeJson } from '@shop/provider-client';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../../lib/return-to';

// Where a sign-up started (e.g. /cart from checkout), kept in this browser so the confirmation link,
// opened here later (often in another tab), leads back there. Never put in the emailed link: a link
// carries nothing a stranger could type.

export const SIGN_UP_RETURN_KEY = 'SIGN_UP_RETURN';
/** As long as the link works (api/src/auth/email-links.ts LINK_MS). */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberSignUpReturn(email: string, returnTo: string, now = Date.now()): void {
  if (returnTo === DEFAULT_RETURN_TO) removeKey(SIGN_UP_RETURN_KEY);
  else writeJson(SIGN_UP_RETURN_KEY, { email: email.trim().toLowerCase(), returnTo, at: now });
}

/** Where to go once `email` is confirmed here: the sign-up's page when it started in this browser. */
export function signUpReturn(email: string, now = Date.now()): string {
  const kept = readJson<{ email?: unknown; returnTo?: unknown; at?: unknown }>(SIGN_UP_RETURN_KEY);
  const fresh = typeof kept?.at === 'number' && now - kept.at < KEEP_MS;
  if (!fresh || kept?.email !== email.trim().toLowerCase()) return DEFAULT_RETURN_TO;
  return safeReturnTo(typeof kept.returnTo === 'string' ? kept.returnTo : null);
}

export const forgetSignUpReturn = (): void => removeKey(SIGN_UP_RETURN_KEY);
