import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { CreditLogEntry } from '@shop/shared';
import { createEvent, sample } from 'effector';

export interface SiteCredit {
  balance: number;
  logs: CreditLogEntry[];
}

export const siteCreditOpened = createEvent();

/** Requirements §7: the site credit screen sends the points call with only the token. */
export const getSiteCreditFx = attachToken((token) => readProvider('points', { token }));

export const siteCreditQuery = createQuery({
  name: 'account.siteCredit',
  effect: getSiteCreditFx,
  mapData: ({ result }): SiteCredit => ({ balance: result.site_credit, logs: result.credit_logs }),
});
applyDataCacheRules(siteCreditQuery, { perUser: true });

sample({ clock: siteCreditOpened, target: siteCreditQuery.start });
