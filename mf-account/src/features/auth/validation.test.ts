import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword, validateRegister } from './validation';

describe('auth validation', () => {
  it('login needs a valid email and a password', () => {
    expect(validateLogin('', '')).toEqual([
      { field: 'email', message: 'Email address is required.' },
      { field: 'password', message: 'Password is required.' },
    ]);
    expect(validateLogin('a@b.co', 'x')).toEqual([]);
  });

  it('register applies the password rule', () => {
    const base = { firstName: 'A', lastName: 'B', dateOfBirth: '1990-06-15', email: 'a@b.co' };
    expect(validateRegister({ ...base, password: 'short' }).map((e) => e.message)).toEqual([
      'Password must contain one letter, number and special charactor.',
    ]);
    expect(validateRegister({ ...base, password: 'Abcdefgh12!x' })).toEqual([]);
  });

  it('register wants a date of birth of someone 18 or over, in field order', () => {
    const base = { firstName: 'A', lastName: '', email: 'a@b.co', password: 'Abcdefgh12!x' };
    expect(validateRegister({ ...base, dateOfBirth: '' }, '2026-11-23')).toEqual([
      { field: 'lastName', message: 'Last Name is required.' },
      { field: 'dateOfBirth', message: 'Please enter your date of birth.' },
    ]);
    expect(validateRegister({ ...base, lastName: 'B', dateOfBirth: '2008-11-24' }, '2026-11-23')).toEqual([
      { field: 'dateOfBirth', message: 'You must be 18 or over to open an account.' },
    ]);
    expect(validateRegister({ ...base, lastName: 'B', dateOfBirth: '2008-11-23' }, '2026-11-23')).toEqual([]);
  });

  it('reset wants a strong password typed twice', () => {
    expect(validateNewPassword('', '')[0]?.message).toBe('Please enter a password.');
    expect(validateNewPassword('Abcdefgh12!x', 'nope')[0]?.message).toBe(
      'New password and Confirm password do not match.',
    );
    expect(validateNewPassword('Abcdefgh12!x', 'Abcdefgh12!x')).toEqual([]);
  });
});
