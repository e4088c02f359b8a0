import { createQuery } from '@farfetched/core';
import {
  $user,
  $userToken,
  applyDataCacheRules,
  attachToken,
  type ClaimablePrize,
  readProvider,
  showError,
  showSuccess,
} from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ClaimRequest, submitClaim } from './api';

// The claim form: a failed save shows an error toast and keeps what the user typed; a
// successful one confirms with a toast and refreshes the list of claimable prizes.

export type ClaimField = 'full_name' | 'phone' | 'address' | 'notes';
export type ClaimForm = Record<ClaimField, string>;

export const EMPTY_FORM: ClaimForm = { full_name: '', phone: '', address: '', notes: '' };
export const REQUIRED: Partial<Record<ClaimField, string>> = {
  full_name: 'Full name is required.',
  phone: 'Phone number is required.',
  address: 'Delivery address is required.',
};

export const winSelected = createEvent<number>();
export const fieldChanged = createEvent<{ field: ClaimField; value: string }>();
export const claimSubmitted = createEvent();

export const claimPrizeFx = createEffect(submitClaim);

/** The page opened for a signed-in winner (or its empty state's Try again pressed). */
export const claimPageOpened = createEvent();
export const getClaimablePrizesFx = attachToken((token) => readProvider('claimable_prizes', { token }));
export const claimablePrizesQuery = createQuery({
  name: 'catalog.claimablePrizes',
  effect: getClaimablePrizesFx,
  mapData: ({ result }): ClaimablePrize[] => result.data,
});
// A claim changes the list: it is read again at once.
applyDataCacheRules(claimablePrizesQuery, { perUser: true, changedBy: claimPrizeFx.done });
sample({ clock: claimPageOpened, target: claimablePrizesQuery.start });

export const $selectedWin = createStore<number | null>(null)
  .on(winSelected, (_, id) => id)
  .reset(claimPrizeFx.done);
export const $form = createStore<ClaimForm>(EMPTY_FORM)
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .reset(claimPrizeFx.done);
export const $errors = createStore<Partial<Record<ClaimField, string>>>({})
  .on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }))
  .reset(claimPrizeFx.done, winSelected);

export function validateClaim(form: ClaimForm): Partial<Record<ClaimField, string>> {
  const errors: Partial<Record<ClaimField, string>> = {};
  for (const [field, message] of Object.entries(REQUIRED) as [ClaimField, string][]) {
    if (!form[field].trim()) errors[field] = message;
  }
  return errors;
}

// Prefill the name from the account when the form is still empty.
sample({
  clock: winSelected,
  source: { form: $form, user: $user },
  filter: ({ form, user }) => !form.full_name && Boolean(user),
  fn: ({ form, user }) => ({
    ...form,
    full_name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
    phone: form.phone || user?.billing_phone || '',
  }),
  target: $form,
});

const checked = sample({ clock: claimSubmitted, source: $form, fn: validateClaim });
sample({ clock: checked, target: $errors });
sample({
  clock: checked,
  source: { form: $form, win: $selectedWin, token: $userToken },
  filter: ({ win, token }, errors) => Object.keys(errors).length === 0 && win !== null && token !== null,
  fn: ({ form, win, token }): ClaimRequest => ({
    token: token as string,
    win_id: win as number,
    full_name: form.full_name.trim(),
    phone: form.phone.trim(),
    address: form.address.trim(),
    notes: form.notes.trim() || undefined,
  }),
  target: claimPrizeFx,
});
sample({ clock: claimPrizeFx.doneData, target: showSuccess });
sample({ clock: claimPrizeFx.failData, fn: (error) => error.message || 'An error occurred.', target: showError });
