import { type CreditLogEntry, callProviderOrThrow } from '@shop/shared';

export interface SiteCredit {
  balance: number;
  logs: CreditLogEntry[];
}

/** Spec section 7: the site credit screen sends the points call with only the token. */
export async function fetchSiteCredit(token: string): Promise<SiteCredit> {
  const answer = await callProviderOrThrow('points', { token });
  if (!answer.success) throw new Error(answer.error);
  return { balance: Number(answer.site_credit) || 0, logs: answer.credit_logs ?? [] };
}
