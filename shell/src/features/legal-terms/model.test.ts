import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLegalTermsFx, initialTab, legalTermsOpened, legalTermsQuery, rememberTab, tabFromUrl } from './model';

describe('legal terms tabs', () => {
  beforeEach(() => localStorage.clear());
  it('selects the tab given in the URL', () => {
    expect(initialTab('?tab=3', 5)).toBe(3);
  });
  it('falls back to the remembered tab, then the first', () => {
    expect(initialTab('', 5)).toBe(0);
    rememberTab(2);
    expect(localStorage.getItem('LEGAL_TERMS_ACTIVE_INDEX')).toBe('2');
    expect(initialTab('', 5)).toBe(2);
  });
  it('ignores an out-of-range or junk tab', () => {
    expect(initialTab('?tab=9', 4)).toBe(0);
    expect(initialTab('?tab=abc', 4)).toBe(0);
  });
  it('a URL without ?tab names no tab; one with it names that tab', () => {
    expect(tabFromUrl('', 5)).toBeNull();
    expect(tabFromUrl('?tab=3', 5)).toBe(3);
    expect(tabFromUrl('?tab=7', 5)).toBeNull();
  });
});

describe('legal terms query', () => {
  it('reads the tabs, and leaves out a tab without a title (logged) instead of rendering it', async () => {
    await clearQueryCaches();
    const tabs = [{ title: 'Terms', html: '<p>t</p>' }];
    const scope = fork({ handlers: [[getLegalTermsFx, async () => ({ success: true, data: tabs })]] });
    await allSettled(legalTermsOpened, { scope });
    expect(scope.getState(legalTermsQuery.$data)).toEqual(tabs);

    await clearQueryCaches();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeHost({ legal_terms: () => ({ success: true, data: [{ html: '<p>no title</p>' }, { title: 'Privacy' }] }) });
    const php = fork();
    await allSettled(legalTermsOpened, { scope: php });
    expect(php.getState(legalTermsQuery.$data)).toEqual([{ title: 'Privacy', html: '' }]);
    expect(warn).toHaveBeenCalledWith('[data] legal_terms: dropped data[0] (title: missing)');
  });
});
