// The checkout attempt's idempotency key, kept in this tab's session storage so a reload during
// the bank check continues the same attempt (one order, one charge: api/README.md "Payments").

const ATTEMPT_KEY = 'shop-checkout-attempt';

export function newAttemptKey(): string {
  return `attempt_${crypto.randomUUID().replace(/-/g, '')}`;
}

export function readAttempt(): string | null {
  try {
    return sessionStorage.getItem(ATTEMPT_KEY);
  } catch {
    return null;
  }
}

export function rememberAttempt(key: string): void {
  try {
    sessionStorage.setItem(ATTEMPT_KEY, key);
  } catch {
    /* storage refused: the attempt still holds for this page */
  }
}

export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    /* nothing kept */
  }
}
