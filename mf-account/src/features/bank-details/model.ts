import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, callProvider } from '@shop/provider-client';
import type { BankDetails, CallPayload } from '@shop/shared';
import { $userToken } from '@shop/shared/state';
import type { BankValues } from '@shop/shared/validation';
import { createEvent, createStore, sample } from 'effector';
import { createFormSave } from '../../lib/save';
import { readBankDetails, toBankDetails } from './api';

type Payload = CallPayload<'get_bank_details'>;

export const bankOpened = createEvent();
export const bankSubmitted = createEvent<BankValues>();
export const bankSave = createFormSave('account.bankSave', (payload: Payload) =>
  callProvider('get_bank_details', payload),
);

export const getBankDetailsFx = attachToken(readBankDetails);
export const bankDetailsQuery = createQuery({
  name: 'account.bankDetails',
  effect: getBankDetailsFx,
  mapData: toBankDetails,
});
applyDataCacheRules(bankDetailsQuery, { perUser: true, changedBy: bankSave.saved });
sample({ clock: bankOpened, target: bankDetailsQuery.start });

/** What the form starts from: the saved details, replaced by the save's response (masked again). */
export const $bankDetails = createStore<BankDetails | null>(null)
  .on(bankDetailsQuery.finished.success, (_, { result }) => result)
  .on(bankSave.saved, (current, data) => data ?? current)
  .reset(bankDetailsQuery.reset);

/** The confirm field is never sent (requirements §5); the current password is. */
export const bankPayload = (token: string, v: BankValues): Payload => ({
  token,
  account_number: v.accountNumber,
  sort_code: v.sortCode,
  password_current: v.currentPassword,
});
/** Bumped after each successful save so the view can empty the current-password field. */
export const $savedCount = createStore(0).on(bankSave.saved, (n) => n + 1);

sample({
  clock: bankSubmitted,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token, values) => bankPayload(token as string, values),
  target: bankSave.submitted,
});
