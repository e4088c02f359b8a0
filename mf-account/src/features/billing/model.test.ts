import { describe, expect, it } from 'vitest';
import { billingPayload, billingValues } from './model';

const values = {
  firstName: 'Demo ',
  lastName: 'Customer',
  phone: '07700 900123',
  email: 'demo@example.co.uk',
  address1: '12',
  address2: 'High Street',
  city: 'Manchester',
  postcode: 'M1 1AA',
  county: '',
};

describe('billing model', () => {
  it('sends the billing names equal to first and last name', () => {
    expect(billingPayload('t', values)).toEqual({
      token: 't',
      first_name: 'Demo',
      last_name: 'Customer',
      billing_first_name: 'Demo',
      billing_last_name: 'Customer',
      billing_email: 'demo@example.co.uk',
      billing_phone: '07700 900123',
      billing_address_1: '12',
      billing_address_2: 'High Street',
      billing_city: 'Manchester',
      billing_postcode: 'M1 1AA',
      billing_state: '',
    });
  });

  it('prefills from the user, falling back to the account name and email', () => {
    expect(billingValues(null).firstName).toBe('');
    const user = { first_name: 'A', last_name: 'B', email: 'a@b.co', billing_first_name: '', billing_email: '' };
    expect(billingValues(user as never)).toMatchObject({ firstName: 'A', lastName: 'B', email: 'a@b.co' });
  });
});
