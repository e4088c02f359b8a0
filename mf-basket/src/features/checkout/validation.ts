import type { UserDetails } from '@shop/shared';

// Checkout fields (the spec leaves checkout validation unshown): the billing form's own rules
// and messages of spec section 5, plus what a card payment needs.

export interface BillingDraft {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
}
export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
  adult: boolean;
}
export type FieldErrors = Partial<Record<keyof BillingDraft | keyof CardDraft, string>>;

export const EMPTY_BILLING: BillingDraft = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
};
export const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', adult: false };

export function billingFrom(u: UserDetails): BillingDraft {
  return {
    first_name: u.billing_first_name || u.first_name || '',
    last_name: u.billing_last_name || u.last_name || '',
    email: u.billing_email || u.email || '',
    phone: u.billing_phone || '',
    address_1: u.billing_address_1 || '',
    address_2: u.billing_address_2 || '',
    city: u.billing_city || '',
    state: u.billing_state || '',
    postcode: u.billing_postcode || '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED: [keyof BillingDraft, string][] = [
  ['first_name', 'First Name is required.'],
  ['last_name', 'Last Name is required.'],
  ['email', 'Email address is required.'],
  ['phone', 'Phone No. is required.'],
  ['address_1', 'House Name/No. is required.'],
  ['address_2', 'Street Address is required.'],
  ['city', 'Town/City is required.'],
  ['postcode', 'Postcode is required.'],
];

/** Expiry "MM/YY" in the future (the card is valid to the end of that month). */
export function expiryProblem(text: string, now = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return 'Expiry date must look like MM/YY.';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'Expiry month must be 01 to 12.';
  const endOfMonth = new Date(2000 + Number(match[2]), month, 1);
  return endOfMonth.getTime() <= now.getTime() ? 'This card has expired.' : null;
}

export function validateOrder(billing: BillingDraft, card: CardDraft, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of REQUIRED) if (!billing[field].trim()) errors[field] = message;
  if (!errors.email && !EMAIL.test(billing.email.trim())) errors.email = 'Email address is invalid.';
  const digits = card.number.replace(/[\s-]/g, '');
  if (!digits) errors.number = 'Card number is required.';
  else if (!/^\d{12,19}$/.test(digits)) errors.number = 'Card number must be 12 to 19 digits.';
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Security code must be 3 or 4 digits.';
  if (!card.adult) errors.adult = 'Please confirm you are 18 or over, live in the UK and accept the terms.';
  return errors;
}
