import { STORAGE_KEYS, readText, writeText } from '@shop/shared';

/** `?tab=N` selects a tab (0-based; the cookie notice links to tab 3), else the remembered one. */
export function initialTab(search: string, tabCount: number): number {
  const fromUrl = new URLSearchParams(search).get('tab');
  const remembered = readText(STORAGE_KEYS.LEGAL_TERMS_ACTIVE_INDEX);
  const wanted = Number.parseInt(fromUrl ?? remembered ?? '0', 10);
  return Number.isInteger(wanted) && wanted >= 0 && wanted < Math.max(tabCount, 1) ? wanted : 0;
}

export function rememberTab(index: number): void {
  writeText(STORAGE_KEYS.LEGAL_TERMS_ACTIVE_INDEX, String(index));
}
