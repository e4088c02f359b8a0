import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from './password';
import { emailProblem, type FieldError, isBlank } from './rules';

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMAIL_CHANGE_PASSWORD_MESSAGE = 'Enter your current password to change your email address.';

/** A new email address needs the current password (the provider refuses it otherwise). */
export const emailChanged = (email: string, savedEmail: string): boolean => email.trim() !== savedEmail.trim();

/**
 * Requirements §5, account profile form: failures in field order (the first one gets focus).
 * `savedEmail` is the address on the account: changing it needs the current password.
 */
export function validateProfile(values: ProfileValues, savedEmail = values.email): FieldError<ProfileField>[] {
  const errors: FieldError<ProfileField>[] = [];
  if (isBlank(values.firstName)) errors.push({ field: 'firstName', message: 'First Name is required.' });
  if (isBlank(values.lastName)) errors.push({ field: 'lastName', message: 'Last Name is required.' });
  const email = emailProblem(values.email);
  if (email) errors.push({ field: 'email', message: email });

  const { currentPassword, newPassword, confirmPassword } = values;
  const newEmail = emailChanged(values.email, savedEmail);
  if (newEmail && currentPassword === '') {
    errors.push({ field: 'currentPassword', message: EMAIL_CHANGE_PASSWORD_MESSAGE });
  }
  // With a new email the current password alone confirms it; a password change starts with the
  // new or confirm field. Without one, any field started means all three are needed.
  const changing = newPassword !== '' || confirmPassword !== '' || (!newEmail && currentPassword !== '');
  if (!changing) return errors;
  // Any password field started means all three are needed; the message sits on the first empty one.
  const missing = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((f) => values[f] === '');
  if (missing === 'currentPassword' && newEmail) return errors;
  if (missing) {
    errors.push({ field: missing, message: 'Please Fill all password fields.' });
    return errors;
  }
  if (!isAcceptablePassword(newPassword)) errors.push({ field: 'newPassword', message: PASSWORD_RULE_MESSAGE });
  else if (newPassword !== confirmPassword) {
    errors.push({ field: 'confirmPassword', message: 'New password and Confirm password do not match.' });
  }
  return errors;
}

/** Basket-flow profile update: both names required, one message (spelled as the spec spells it). */
export function validateNamesOnly(firstName: string, lastName: string): string | null {
  return isBlank(firstName) || isBlank(lastName) ? 'All feilds are required' : null;
}
