import { type ReadResponse, readProvider } from '@shop/provider-client';
import type { BankDetails } from '@shop/shared';

/** With only the token the save call returns the saved details (account number masked). */
export const readBankDetails = (token: string) => readProvider('get_bank_details', { token });

/** A new account has no details yet: the form starts empty. */
export const toBankDetails = ({ result }: { result: ReadResponse<'get_bank_details'> }): BankDetails => ({
  account_number: result.data?.account_number ?? '',
  sort_code: result.data?.sort_code ?? '',
});
