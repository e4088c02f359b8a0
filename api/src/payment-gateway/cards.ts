// The local payment service's test cards (the root README "Test cards") and the card-field rules its
// hosted page applies; card data is checked here, never in the storefront.

export type CardBehaviour = 'frictionless' | 'challenge' | 'declined' | 'insufficient_funds';

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'frictionless',
  '5555555555554444': 'frictionless',
  '378282246310005': 'frictionless',
  '4000002760003184': 'challenge',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** The brand from the number's first digits (the fields page shows it and sizes the CVC by it). */
export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return 'unknown';
}

/** Digits of the security code a brand's cards carry. */
export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

export const DECLINE_MESSAGES: Record<'declined' | 'insufficient_funds' | 'challenge_failed', string> = {
  declined: 'Your card was declined. No payment was taken; please try another card.',
  insufficient_funds: 'Your card has insufficient funds. No payment was taken; please try another card.',
  challenge_failed: 'Your bank could not verify this payment. No payment was taken; please try again.',
};

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Expiry "MM/YY" (or "MMYY", as a phone's digit pad types it) in the future (valid to the end of that month). */
export function expiryProblem(text: string, now: number): string | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim());
  if (!match) return 'Expiry date must look like MM/YY.';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'Expiry month must be 01 to 12.';
  return Date.UTC(2000 + Number(match[2]), month, 1) <= now ? 'This card has expired.' : null;
}

/** Field → message for each field that is wrong (empty when the card may be tokenized). */
export function cardProblems(fields: CardFields, now: number): Partial<Record<keyof CardFields, string>> {
  const problems: Partial<Record<keyof CardFields, string>> = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!digits) problems.number = 'Card number is required.';
  else if (!/^\d{12,19}$/.test(digits)) problems.number = 'Card number must be 12 to 19 digits.';
  else if (!luhnValid(digits)) problems.number = 'This card number is not valid; please check it.';
  else if (!TEST_CARDS[digits]) problems.number = 'The local payment service takes only its test cards (see README).';
  const expiry = expiryProblem(fields.expiry, now);
  if (expiry) problems.expiry = expiry;
  const length = cvcLength(brandOf(digits));
  if (!new RegExp(`^\\d{${length}}$`).test(fields.cvc.trim()))
    problems.cvc = `Security code must be ${length} digits${length === 4 ? ' (on the front of the card)' : ''}.`;
  return problems;
}
