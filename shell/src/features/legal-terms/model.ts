import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider, readText, writeText } from '@shop/provider-client';
import { type LegalTab, STORAGE_KEYS } from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';

export const legalTermsOpened = createEvent();

export const getLegalTermsFx = createEffect(() => readProvider('legal_terms'));
export const legalTermsQuery = createQuery({
  name: 'shell.legalTerms',
  effect: getLegalTermsFx,
  mapData: ({ result }): LegalTab[] => result.data,
});
applyDataCacheRules(legalTermsQuery);
sample({ clock: legalTermsOpened, target: legalTermsQuery.start });

/** The tab `?tab=N` names (0-based; the cookie notice links to tab 3), or null when none or out of range. */
export function tabFromUrl(search: string, tabCount: number): number | null {
  const fromUrl = new URLSearchParams(search).get('tab');
  if (fromUrl === null) return null;
  const wanted = Number.parseInt(fromUrl, 10);
  return Number.isInteger(wanted) && wanted >= 0 && wanted < tabCount ? wanted : null;
}

/** `?tab=N` selects a tab, else the remembered one (LEGAL_TERMS_ACTIVE_INDEX), else the first. */
export function initialTab(search: string, tabCount: number): number {
  if (new URLSearchParams(search).has('tab')) return tabFromUrl(search, tabCount) ?? 0;
  const remembered = Number.parseInt(readText(STORAGE_KEYS.LEGAL_TERMS_ACTIVE_INDEX) ?? '0', 10);
  return Number.isInteger(remembered) && remembered >= 0 && remembered < tabCount ? remembered : 0;
}

export function rememberTab(index: number): void {
  writeText(STORAGE_KEYS.LEGAL_TERMS_ACTIVE_INDEX, String(index));
}
