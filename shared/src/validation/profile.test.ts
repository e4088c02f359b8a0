import { describe, expect, it } from 'vitest';
import { validateNamesOnly, validateProfile } from './profile';

const ok = {
  firstName: 'Demo',
  lastName: 'Customer',
  email: 'demo@example.co.uk',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('validateProfile (requirements §5)', () => {
  it('passes a complete form without a password change', () => {
    expect(validateProfile(ok)).toEqual([]);
  });

  it('lists required names and email in field order', () => {
    expect(validateProfile({ ...ok, firstName: ' ', lastName: '', email: '' })).toEqual([
      { field: 'firstName', message: 'First Name is required.' },
      { field: 'lastName', message: 'Last Name is required.' },
      { field: 'email', message: 'Email address is required.' },
    ]);
  });

  it('rejects an email that does not look like one', () => {
    expect(validateProfile({ ...ok, email: 'demo@example' })).toEqual([
      { field: 'email', message: 'Email address is invalid.' },
    ]);
  });

  it('asks for all password fields when a current password has no new one', () => {
    expect(validateProfile({ ...ok, currentPassword: 'x' })).toEqual([
      { field: 'newPassword', message: 'Please Fill all password fields.' },
    ]);
  });

  it('asks for all password fields when a new password has no confirmation', () => {
    expect(validateProfile({ ...ok, currentPassword: 'x', newPassword: 'Abcdefgh12!x' })).toEqual([
      { field: 'confirmPassword', message: 'Please Fill all password fields.' },
    ]);
  });

  it('checks the new password rule', () => {
    const values = { ...ok, currentPassword: 'x', newPassword: 'short1!', confirmPassword: 'short1!' };
    expect(validateProfile(values)).toEqual([
      { field: 'newPassword', message: 'Password must contain one letter, number and special charactor.' },
    ]);
  });

  it('checks that new and confirm match', () => {
    const values = { ...ok, currentPassword: 'x', newPassword: 'Abcdefgh12!x', confirmPassword: 'Abcdefgh12!y' };
    expect(validateProfile(values)).toEqual([
      { field: 'confirmPassword', message: 'New password and Confirm password do not match.' },
    ]);
  });

  it('accepts a complete password change', () => {
    const values = { ...ok, currentPassword: 'x', newPassword: 'Abcdefgh12!x', confirmPassword: 'Abcdefgh12!x' };
    expect(validateProfile(values)).toEqual([]);
  });
});

describe('validateProfile: a new email needs the current password', () => {
  const saved = 'demo@example.co.uk';
  const moved = { ...ok, email: 'new@example.co.uk' };

  it('asks for the current password on its own field', () => {
    expect(validateProfile(moved, saved)).toEqual([
      { field: 'currentPassword', message: 'Enter your current password to change your email address.' },
    ]);
  });

  it('takes the current password alone as confirmation, not as a started password change', () => {
    expect(validateProfile({ ...moved, currentPassword: 'pw' }, saved)).toEqual([]);
  });

  it('keeps the password-section rules for a password change with the email', () => {
    expect(validateProfile({ ...moved, currentPassword: 'pw', newPassword: 'Abcdefgh12!x' }, saved)).toEqual([
      { field: 'confirmPassword', message: 'Please Fill all password fields.' },
    ]);
    const full = { ...moved, currentPassword: 'pw', newPassword: 'Abcdefgh12!x', confirmPassword: 'Abcdefgh12!x' };
    expect(validateProfile(full, saved)).toEqual([]);
  });

  it('needs nothing more when the email is unchanged (spaces aside)', () => {
    expect(validateProfile({ ...ok, email: ` ${saved} ` }, saved)).toEqual([]);
    expect(validateProfile({ ...ok, currentPassword: 'x' }, saved)).toEqual([
      { field: 'newPassword', message: 'Please Fill all password fields.' },
    ]);
  });
});

describe('validateNamesOnly (basket flow)', () => {
  it("uses the spec's spelling", () => {
    expect(validateNamesOnly('', 'x')).toBe('All feilds are required');
    expect(validateNamesOnly('a', 'b')).toBeNull();
  });
});
