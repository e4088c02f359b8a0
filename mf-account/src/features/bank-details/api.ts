import { type BankDetails, callProviderOrThrow } from '@shop/shared';

/** With only the token the save call answers the saved details (account number masked). */
export async function fetchBankDetails(token: string): Promise<BankDetails> {
  const answer = await callProviderOrThrow('get_bank_details', { token });
  if (!answer.success) throw new Error(answer.error);
  return { account_number: answer.data?.account_number ?? '', sort_code: answer.data?.sort_code ?? '' };
}

export const bankCacheKey = (userKey: string | number) => `account:bank:${userKey}`;
