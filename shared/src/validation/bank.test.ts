import { describe, expect, it } from 'vitest';
import { digitsOnly, validateBank } from './bank';

const ok = { accountNumber: '12345678', confirmAccountNumber: '12345678', sortCode: '112233', currentPassword: 'pw' };
const messages = (v: typeof ok, mask?: string) => validateBank(v, mask).map((e) => `${e.field}: ${e.message}`);

describe('validateBank (requirements §5)', () => {
  it('passes valid details', () => {
    expect(validateBank(ok)).toEqual([]);
  });

  it('requires every field', () => {
    expect(messages({ accountNumber: '', confirmAccountNumber: '', sortCode: '', currentPassword: '' })).toEqual([
      'accountNumber: Account Number is required.',
      'confirmAccountNumber: Confirm Account Number is required.',
      'sortCode: Sort Code is required.',
      'currentPassword: Enter your current password to change your bank details.',
    ]);
  });

  it('wants digits only in the account number', () => {
    expect(messages({ ...ok, accountNumber: '12ab', confirmAccountNumber: '12ab' })).toEqual([
      'accountNumber: Account Number must contain only numbers.',
    ]);
  });

  it('wants matching account numbers', () => {
    expect(messages({ ...ok, confirmAccountNumber: '12345679' })).toEqual([
      'confirmAccountNumber: Account Numbers do not match.',
    ]);
  });

  it('accepts 3 to 6 sort code digits with the 6-digit message otherwise', () => {
    expect(validateBank({ ...ok, sortCode: '123' })).toEqual([]);
    expect(messages({ ...ok, sortCode: '12' })).toEqual(['sortCode: Sort Code must be 6 digits.']);
    expect(messages({ ...ok, sortCode: '1234567' })).toEqual(['sortCode: Sort Code must be 6 digits.']);
    expect(messages({ ...ok, sortCode: '12-345' })).toEqual(['sortCode: Sort Code must be 6 digits.']);
  });

  it('lets the masked saved number through unchanged', () => {
    const masked = {
      accountNumber: '****5678',
      confirmAccountNumber: '****5678',
      sortCode: '445566',
      currentPassword: 'pw',
    };
    expect(validateBank(masked, '****5678')).toEqual([]);
    expect(messages({ ...masked, confirmAccountNumber: '' }, '****5678')).toEqual([
      'confirmAccountNumber: Confirm Account Number is required.',
    ]);
    expect(messages(masked)).toEqual(['accountNumber: Account Number must contain only numbers.']);
  });
});

describe('current password for a bank save', () => {
  it('is required, even when only the sort code changes', () => {
    const masked = { accountNumber: '****5678', confirmAccountNumber: '****5678', sortCode: '445566' };
    expect(messages({ ...masked, currentPassword: '' }, '****5678')).toEqual([
      'currentPassword: Enter your current password to change your bank details.',
    ]);
    expect(validateBank({ ...ok, currentPassword: ' spaced ' })).toEqual([]);
  });
});

describe('digitsOnly', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('12-34 ab5')).toBe('12345');
  });
});
