import { callProvider } from '@shop/provider-client';
import type { CallPayload, UserDetails } from '@shop/shared';
import { $userToken, userUpdated } from '@shop/shared/state';
import type { BillingValues } from '@shop/shared/validation';
import { createEvent, sample } from 'effector';
import { createFormSave } from '../../lib/save';

type Payload = CallPayload<'update_user_details'>;

export const billingSubmitted = createEvent<BillingValues>();
export const billingSave = createFormSave('account.billingSave', (payload: Payload) =>
  callProvider('update_user_details', payload),
);

/** Requirements §7: the billing names sent are the first and last name. */
export function billingPayload(token: string, v: BillingValues): Payload {
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  return {
    token,
    first_name: first,
    last_name: last,
    billing_first_name: first,
    billing_last_name: last,
    billing_email: v.email.trim(),
    billing_phone: v.phone.trim(),
    billing_address_1: v.address1.trim(),
    billing_address_2: v.address2.trim(),
    billing_city: v.city.trim(),
    billing_postcode: v.postcode.trim(),
    billing_state: v.county.trim(),
  };
}

export function billingValues(user: UserDetails | null): BillingValues {
  return {
    firstName: user?.billing_first_name || user?.first_name || '',
    lastName: user?.billing_last_name || user?.last_name || '',
    phone: user?.billing_phone ?? '',
    email: user?.billing_email || user?.email || '',
    address1: user?.billing_address_1 ?? '',
    address2: user?.billing_address_2 ?? '',
    city: user?.billing_city ?? '',
    postcode: user?.billing_postcode ?? '',
    county: user?.billing_state ?? '',
  };
}

sample({
  clock: billingSubmitted,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token, values) => billingPayload(token as string, values),
  target: billingSave.submitted,
});
sample({ clock: billingSave.saved, filter: (user) => user !== undefined, fn: (user) => user!, target: userUpdated });
