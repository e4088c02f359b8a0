import {
  $userToken,
  type BankDetails,
  type BankValues,
  type CallPayload,
  callProvider,
  setCachedData,
} from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createFormSave } from '../../lib/save';

type Payload = CallPayload<'get_bank_details'>;

export const bankSubmitted = createEvent<{ values: BankValues; cacheKey: string }>();
export const bankSave = createFormSave((payload: Payload) => callProvider('get_bank_details', payload));

/** The confirm field is never sent (spec section 5); the current password is (issue 17). */
export const bankPayload = (token: string, v: BankValues): Payload => ({
  token,
  account_number: v.accountNumber,
  sort_code: v.sortCode,
  password_current: v.currentPassword,
});
/** Bumped after each successful save so the view can empty the current-password field. */
export const $savedCount = createStore(0).on(bankSave.saved, (n) => n + 1);

// The cached read is replaced by the provider's answer (masked again), so the form shows it.
const $cacheKey = createStore('').on(bankSubmitted, (_, { cacheKey }) => cacheKey);
const updateCacheFx = createEffect(({ key, data }: { key: string; data: BankDetails }) =>
  setCachedData<BankDetails>(key, () => data),
);

sample({
  clock: bankSubmitted,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token, { values }) => bankPayload(token as string, values),
  target: bankSave.submitted,
});
sample({
  clock: bankSave.saved,
  source: $cacheKey,
  filter: (_, data) => data !== undefined,
  fn: (key, data) => ({ key, data: data as BankDetails }),
  target: updateCacheFx,
});
