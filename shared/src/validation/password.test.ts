import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, PASSWORD_HINT, passwordStrength } from './password';

describe('passwordStrength (requirements §5, five outcomes)', () => {
  it.each([
    ['', 'Please enter a password.'],
    ['abcdefghijklmnop', 'Very weak - Please enter a stronger password.'],
    ['1234567890123', 'Very weak - Please enter a stronger password.'],
    ['abc123', 'Medium'],
    ['abc!!!', 'Medium'],
    ['abc1!', 'Password length should be at least 12 characters.'],
    ['Abcdefgh12!x', 'Strong'],
  ])('%j → %s', (password, message) => {
    expect(passwordStrength(password).message).toBe(message);
  });

  it('counts only @$!%*?& as special characters', () => {
    expect(passwordStrength('abcdefgh12#x').level).toBe('medium');
    expect(passwordStrength('abcdefgh12&x').level).toBe('strong');
  });

  it('has a hint about twelve characters, mixed case, numbers and symbols', () => {
    expect(PASSWORD_HINT).toMatch(/twelve characters/);
    expect(PASSWORD_HINT).toMatch(/upper and lower case/);
  });
});

describe('isAcceptablePassword', () => {
  it('needs 12 characters and all three classes', () => {
    expect(isAcceptablePassword('Abcdefgh12!x')).toBe(true);
    expect(isAcceptablePassword('Abcdefg12!x')).toBe(false);
    expect(isAcceptablePassword('Abcdefghij!x')).toBe(false);
    expect(isAcceptablePassword('Abcdefghij1x')).toBe(false);
  });
});
