import { type FieldError, isBlank } from './rules';

export type BankField = 'accountNumber' | 'confirmAccountNumber' | 'sortCode' | 'currentPassword';

export interface BankValues {
  accountNumber: string;
  confirmAccountNumber: string;
  sortCode: string;
  /** A save needs the account's current password; it lives only in the form. */
  currentPassword: string;
}

export const BANK_PASSWORD_MESSAGE = 'Enter your current password to change your bank details.';

export const SORT_CODE_MAX_LENGTH = 6;

/** Typing in either account field keeps digits only (requirements §5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Requirements §5 bank details. `storedMask` is the masked number the provider reads back
 * ("****5678"): an account field still holding it means "keep the saved number", so it passes.
 */
export function validateBank(values: BankValues, storedMask = ''): FieldError<BankField>[] {
  const errors: FieldError<BankField>[] = [];
  const { accountNumber, confirmAccountNumber, sortCode } = values;
  const keeping = storedMask !== '' && accountNumber === storedMask;
  if (isBlank(accountNumber)) errors.push({ field: 'accountNumber', message: 'Account Number is required.' });
  else if (!keeping && !/^\d+$/.test(accountNumber)) {
    errors.push({ field: 'accountNumber', message: 'Account Number must contain only numbers.' });
  }
  if (isBlank(confirmAccountNumber)) {
    errors.push({ field: 'confirmAccountNumber', message: 'Confirm Account Number is required.' });
  } else if (confirmAccountNumber !== accountNumber) {
    errors.push({ field: 'confirmAccountNumber', message: 'Account Numbers do not match.' });
  }
  if (isBlank(sortCode)) errors.push({ field: 'sortCode', message: 'Sort Code is required.' });
  // 3 to 6 digits are accepted although the message names 6 (requirements §5, kept as written).
  else if (!/^\d{3,6}$/.test(sortCode)) errors.push({ field: 'sortCode', message: 'Sort Code must be 6 digits.' });
  if (values.currentPassword === '') errors.push({ field: 'currentPassword', message: BANK_PASSWORD_MESSAGE });
  return errors;
}
