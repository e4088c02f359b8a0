// The password rules of requirements §5: the strength meter and the "new password" rule share the
// same three character classes, so what the meter calls Strong always passes the form.

import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH, PasswordSchema, passwordClassCount } from './schemas';

export { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE, passwordClassCount } from './schemas';

export type PasswordStrength = 'empty' | 'very-weak' | 'medium' | 'too-short' | 'strong';

export const PASSWORD_STRENGTH_MESSAGES: Record<PasswordStrength, string> = {
  empty: 'Please enter a password.',
  'very-weak': 'Very weak - Please enter a stronger password.',
  medium: 'Medium',
  'too-short': 'Password length should be at least 12 characters.',
  strong: 'Strong',
};

export const PASSWORD_HINT =
  'Hint: use at least twelve characters, with upper and lower case letters, numbers and symbols such as @ $ ! % * ? &.';

/** The meter: fewer than 2 classes very weak, 2 medium, 3 but short, 3 and 12+ strong. */
export function passwordStrength(password: string): { level: PasswordStrength; message: string } {
  const classes = passwordClassCount(password);
  let level: PasswordStrength;
  if (password === '') level = 'empty';
  else if (classes < 2) level = 'very-weak';
  else if (classes === 2) level = 'medium';
  else if (password.length < PASSWORD_MIN_LENGTH) level = 'too-short';
  else level = 'strong';
  return { level, message: PASSWORD_STRENGTH_MESSAGES[level] };
}

/** A new password must be 12+ characters with a letter, a digit and a special character. */
export function isAcceptablePassword(password: string): boolean {
  return v.is(PasswordSchema, password);
}
