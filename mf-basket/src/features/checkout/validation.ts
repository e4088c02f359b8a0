import type { UserDetails } from '@shop/shared';

// Checkout fields (the spec leaves checkout validation unshown): the billing form's own rules
// and messages of requirements §5, and the consent. Card fields are the payment service's.

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
export type FieldErrors = Partial<Record<keyof BillingDraft | 'adult', string>>;

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

/** The billing fields and the consent; the card is checked by the payment service's own fields. */
export function validateOrder(billing: BillingDraft, adult: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of REQUIRED) if (!billing[field].trim()) errors[field] = message;
  if (!errors.email && !EMAIL.test(billing.email.trim())) errors.email = 'Email address is invalid.';
  if (!adult) errors.adult = 'Please confirm you are 18 or over, live in the UK and accept the terms.';
  return errors;
}
