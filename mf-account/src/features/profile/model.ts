import { callProvider } from '@shop/provider-client';
import type { CallPayload } from '@shop/shared';
import { $userToken, userSignedIn, userSignedOut, userUpdated } from '@shop/shared/state';
import type { ProfileValues } from '@shop/shared/validation';
import { createEvent, createStore, sample } from 'effector';
import { createFormSave } from '../../lib/save';

type Payload = CallPayload<'updateProfile'>;

export const profileSubmitted = createEvent<ProfileValues>();
export const profileSave = createFormSave('account.profileSave', (payload: Payload) =>
  callProvider('updateProfile', payload),
);
/** Bumped after each successful save so the view can empty the password fields. */
export const $savedCount = createStore(0).on(profileSave.saved, (n) => n + 1);
/**
 * A new address waits for the link mailed to it (api/README.md "Email ownership"): the saved account
 * still has the old one, and the page says where the link went.
 */
export const $pendingEmail = createStore<string | null>(null)
  .on(profileSave.mutation.finished.success, (_, { params, result }) =>
    result && params.account_email.toLowerCase() !== String(result.email ?? '').toLowerCase()
      ? params.account_email
      : null,
  )
  .reset([userSignedIn, userSignedOut]);

export function profilePayload(token: string, v: ProfileValues): Payload {
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  // Requirements §7 lists all eight fields; empty password fields mean "keep the password", as on
  // the WooCommerce account form this call stands for.
  return {
    token,
    account_first_name: first,
    account_last_name: last,
    account_display_name: `${first} ${last}`,
    account_email: v.email.trim(),
    password_current: v.currentPassword,
    password_1: v.newPassword,
    password_2: v.confirmPassword,
  };
}

sample({
  clock: profileSubmitted,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token, values) => profilePayload(token as string, values),
  target: profileSave.submitted,
});
sample({ clock: profileSave.saved, filter: (user) => user !== undefined, fn: (user) => user!, target: userUpdated });
