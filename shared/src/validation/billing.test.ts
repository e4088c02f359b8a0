import { describe, expect, it } from 'vitest';
import { validateBilling } from './billing';
import { errorsByField } from './rules';

const ok = {
  firstName: 'Demo',
  lastName: 'Customer',
  phone: '07700 900123',
  email: 'demo@example.co.uk',
  address1: '12',
  address2: 'High Street',
  city: 'Manchester',
  postcode: 'M1 1AA',
  county: '',
};

describe('validateBilling (requirements §5)', () => {
  it('passes with county empty and no phone or postcode format check', () => {
    expect(validateBilling({ ...ok, phone: 'abc', postcode: '??' })).toEqual([]);
  });

  it('lists every required message in field order', () => {
    const empty = Object.fromEntries(Object.keys(ok).map((k) => [k, ''])) as typeof ok;
    expect(validateBilling(empty).map((e) => e.message)).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Phone No. is required.',
      'Email address is required.',
      'House Name/No. is required.',
      'Street Address is required.',
      'Town/City is required.',
      'Postcode is required.',
    ]);
  });

  it('checks the email shape', () => {
    expect(errorsByField(validateBilling({ ...ok, email: 'x y@z.com' }))).toEqual({
      email: 'Email address is invalid.',
    });
  });
});
