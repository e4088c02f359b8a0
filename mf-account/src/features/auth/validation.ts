import {
  dateOfBirthProblem,
  emailProblem,
  type FieldError,
  isAcceptablePassword,
  isBlank,
  PASSWORD_RULE_MESSAGE,
} from '@shop/shared/validation';

// Login, register and reset rules (not shown in the spec; designed to match the account forms).

export function validateLogin(email: string, password: string): FieldError<'email' | 'password'>[] {
  const errors: FieldError<'email' | 'password'>[] = [];
  const emailError = emailProblem(email);
  if (emailError) errors.push({ field: 'email', message: emailError });
  if (password === '') errors.push({ field: 'password', message: 'Password is required.' });
  return errors;
}

export type RegisterField = 'firstName' | 'lastName' | 'dateOfBirth' | 'email' | 'password';
/** In the form's field order; `today` is the UK date ('YYYY-MM-DD'), today's by default. */
export function validateRegister(v: Record<RegisterField, string>, today?: string): FieldError<RegisterField>[] {
  const errors: FieldError<RegisterField>[] = [];
  if (isBlank(v.firstName)) errors.push({ field: 'firstName', message: 'First Name is required.' });
  if (isBlank(v.lastName)) errors.push({ field: 'lastName', message: 'Last Name is required.' });
  const dateOfBirth = dateOfBirthProblem(v.dateOfBirth, today);
  if (dateOfBirth) errors.push({ field: 'dateOfBirth', message: dateOfBirth });
  const emailError = emailProblem(v.email);
  if (emailError) errors.push({ field: 'email', message: emailError });
  if (v.password === '') errors.push({ field: 'password', message: 'Password is required.' });
  else if (!isAcceptablePassword(v.password)) errors.push({ field: 'password', message: PASSWORD_RULE_MESSAGE });
  return errors;
}

export function validateNewPassword(password: string, confirm: string): FieldError<'password' | 'confirm'>[] {
  if (password === '') return [{ field: 'password', message: 'Please enter a password.' }];
  if (!isAcceptablePassword(password)) return [{ field: 'password', message: PASSWORD_RULE_MESSAGE }];
  if (password !== confirm) return [{ field: 'confirm', message: 'New password and Confirm password do not match.' }];
  return [];
}
