import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from './password';
import { emailProblem } from './rules';
import { EmailSchema, PASSWORD_RULE_MESSAGE, PasswordSchema, passwordSchemaProblem } from './schemas';

describe('the shared valibot rules (requirements §5; the provider checks the same schemas)', () => {
  it('counts only @$!%*?& as special characters', () => {
    for (const pw of [
      'Abcdefghijk1@',
      'Abcdefghijk1$',
      'Abcdefghijk1!',
      'Abcdefghijk1%',
      'Abcdefghijk1*',
      'Abcdefghijk1?',
      'Abcdefghijk1&',
    ])
      expect(v.is(PasswordSchema, pw), pw).toBe(true);
    for (const pw of ['Abcdefghijk1#', 'Abcdefghijk1 ', 'Abcdefghijk1-', 'Abcdefghijk1£'])
      expect(passwordSchemaProblem(pw), pw).toBe(PASSWORD_RULE_MESSAGE);
  });
  it('reports the length first, with the form messages', () => {
    expect(passwordSchemaProblem('Ab1!')).toBe('Password length should be at least 12 characters.');
    expect(isAcceptablePassword('Abcdefghijk1#')).toBe(false);
  });
  it('email: required, then the shape, surrounding spaces ignored', () => {
    expect(emailProblem('  ')).toBe('Email address is required.');
    expect(emailProblem('a@b')).toBe('Email address is invalid.');
    expect(emailProblem(' a@b.co ')).toBeNull();
    expect(v.parse(EmailSchema, ' a@b.co ')).toBe('a@b.co');
  });
});
