// The email and password rules of requirements §5 as valibot schemas: the storefront's forms (through
// rules.ts and password.ts) and the provider's request schemas (api/) check the same rule with the
// same messages. React-free, so the provider can import it.
import * as v from 'valibot';

/** The {email} shape of requirements §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required.';
export const EMAIL_INVALID_MESSAGE = 'Email address is invalid.';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_LENGTH_MESSAGE = 'Password length should be at least 12 characters.';
export const PASSWORD_RULE_MESSAGE = 'Password must contain one letter, number and special charactor.';

/** The three character classes of requirements §5; the special ones are exactly `@$!%*?&`. */
export const PASSWORD_CLASSES = [/[A-Za-z]/, /\d/, /[@$!%*?&]/] as const;

export const passwordClassCount = (password: string): number =>
  PASSWORD_CLASSES.filter((re) => re.test(password)).length;

/** A required email address (surrounding spaces are not part of it). */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(EMAIL_REQUIRED_MESSAGE),
  v.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE),
);

/** A new password: 12+ characters with a letter, a digit and one of `@$!%*?&`. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
  v.check((password) => passwordClassCount(password) === PASSWORD_CLASSES.length, PASSWORD_RULE_MESSAGE),
);

/** The first message of a schema's refusal, or null when the value passes. */
export function firstProblem(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

export const emailSchemaProblem = (value: string): string | null => firstProblem(EmailSchema, value);
export const passwordSchemaProblem = (value: string): string | null => firstProblem(PasswordSchema, value);
