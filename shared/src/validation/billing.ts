import { emailProblem, type FieldError, isBlank } from './rules';

export type BillingField =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'address1'
  | 'address2'
  | 'city'
  | 'postcode'
  | 'county';

export interface BillingValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** House name/number. */
  address1: string;
  /** Street. */
  address2: string;
  city: string;
  postcode: string;
  /** Optional. */
  county: string;
}

const REQUIRED: [BillingField, string][] = [
  ['firstName', 'First Name is required.'],
  ['lastName', 'Last Name is required.'],
  ['phone', 'Phone No. is required.'],
];
const REQUIRED_ADDRESS: [BillingField, string][] = [
  ['address1', 'House Name/No. is required.'],
  ['address2', 'Street Address is required.'],
  ['city', 'Town/City is required.'],
  ['postcode', 'Postcode is required.'],
];

/** Requirements §5 billing form: no format check on phone or postcode; county optional. */
export function validateBilling(values: BillingValues): FieldError<BillingField>[] {
  const errors: FieldError<BillingField>[] = [];
  for (const [field, message] of REQUIRED) if (isBlank(values[field])) errors.push({ field, message });
  const email = emailProblem(values.email);
  if (email) errors.push({ field: 'email', message: email });
  for (const [field, message] of REQUIRED_ADDRESS) if (isBlank(values[field])) errors.push({ field, message });
  return errors;
}
