// Building blocks of the form rules (requirements §5): a form's validator returns its failures in
// field order, so a view can show every message and scroll to the first one.
import { emailSchemaProblem } from './schemas';

export { EMAIL_PATTERN } from './schemas';

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Turns a failure list into the map a form renders next to its inputs (first message per field). */
export function errorsByField<F extends string>(errors: FieldError<F>[]): Partial<Record<F, string>> {
  const map: Partial<Record<F, string>> = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}

/** Required + valid email with the messages shared by the profile and billing forms. */
export function emailProblem(value: string): string | null {
  return emailSchemaProblem(value);
}
