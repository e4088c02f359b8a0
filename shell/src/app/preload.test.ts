import { afterEach, describe, expect, it, vi } from 'vitest';
import { directory } from '../registry/load-app';
import type { Registry } from '../registry/registry';
import { prefetchApp, preloadRoute } from './preload';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

// The idle preload of the remotes a page does not show (preload.ts): their first files are
// fetched at low priority and nothing is run, so no container costs a long task meanwhile.

const firstCode = {
  app: {
    js: ['remoteEntry.js', 'app.js', 'router.js', '../../outside.js'],
    css: ['app.css'],
    firstRemoteOnly: ['router.js'],
  },
};
const registry: Registry = {
  remotes: {
    mf_basket: { folder: 'mf-basket', live: '2.0.0', history: [], firstCode } as Registry['remotes'][string],
    mf_account: { folder: 'mf-account', live: '3.0.0', history: [], firstCode } as Registry['remotes'][string],
    mf_engagement: { folder: 'mf-engagement', live: '4.0.0', history: [] },
  },
};

const hints = () =>
  [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel} ${l.getAttribute('as') ?? '-'} ${l.getAttribute('href')}`,
  );

afterEach(() => {
  document.head.innerHTML = '';
  directory.registry = null;
  directory.chosen.clear();
  directory.requested.clear();
});

describe('prefetching a remote the page does not show', () => {
  it('hints its listed first files as prefetches, once, and runs nothing; not the singletons the page has', () => {
    directory.registry = registry;
    directory.chosen.set('mf_basket', { name: 'mf_basket', entry: '/x', version: '2.0.0', overridden: false });
    prefetchApp('mf_basket');
    prefetchApp('mf_basket');
    // No `as`: it is for preloads only, invalid on a prefetch.
    expect(hints()).toEqual([
      'prefetch - /mf-basket/2.0.0/remoteEntry.js',
      'prefetch - /mf-basket/2.0.0/app.js',
      'prefetch - /mf-basket/2.0.0/app.css',
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('skips a remote the page already asked for, an override, and a version with no list', () => {
    directory.registry = registry;
    directory.chosen.set('mf_basket', { name: 'mf_basket', entry: '/x', version: '2.0.0', overridden: false });
    directory.chosen.set('mf_account', {
      name: 'mf_account',
      entry: 'http://dev',
      version: 'override',
      overridden: true,
    });
    directory.chosen.set('mf_engagement', { name: 'mf_engagement', entry: '/y', version: '4.0.0', overridden: false });
    directory.requested.add('mf_basket');
    for (const remote of ['mf_basket', 'mf_account', 'mf_engagement', 'mf_unknown']) prefetchApp(remote);
    expect(hints()).toEqual([]);
  });
});

describe('warming a route ahead of its first click', () => {
  it("loads the owner's ./app and its route's page code, once a route; a failure is tried again", async () => {
    const pageCode = vi.fn(async (_pathname: string) => {});
    loadRemote.mockResolvedValue({ preloadRoute: pageCode });
    directory.chosen.set('mf_engagement', { name: 'mf_engagement', entry: '/y', version: '4.0.0', overridden: false });
    await Promise.all([preloadRoute('mf_engagement', '/faq'), preloadRoute('mf_engagement', '/faq')]);
    await preloadRoute('mf_engagement', '/contact');
    expect(loadRemote.mock.calls).toEqual([['mf_engagement/app'], ['mf_engagement/app']]);
    expect(pageCode.mock.calls).toEqual([['/faq'], ['/contact']]);
    // Asked for: the idle prefetch leaves it alone.
    expect(directory.requested.has('mf_engagement')).toBe(true);

    loadRemote.mockRejectedValueOnce(new Error('offline'));
    await preloadRoute('mf_engagement', '/community-chat');
    await preloadRoute('mf_engagement', '/community-chat');
    expect(pageCode.mock.calls.at(-1)).toEqual(['/community-chat']);
    // A remote this page did not choose (none in the registry): nothing.
    await preloadRoute('mf_unknown', '/x');
    expect(loadRemote).not.toHaveBeenCalledWith('mf_unknown/app');
  });
});
