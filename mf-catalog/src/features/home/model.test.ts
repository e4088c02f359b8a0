import { FIFTEEN_MINUTES, loadSiteSettings, loadWinnerStats, setProviderClient } from '@shop/provider-client';
import { CACHE_KEYS, type SeoSettings } from '@shop/shared';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHomeMeta } from './api';
import {
  $homeMeta,
  applyMeta,
  applyMetaFx,
  homeFirstViewStarted,
  homeLeft,
  homeReadsRequested,
  homeStarted,
  loadHomeMetaFx,
} from './model';

const SEO: SeoSettings = {
  page_title: 'Win Big | Prize Draw',
  meta_title: 'Prize Draw UK',
  meta_description: 'UK prize draws.',
};

/** A fake provider: responds to each rest_route with the JSON given, counting requests per route. */
function fakeProvider(responses: Record<string, () => unknown>) {
  const calls: string[] = [];
  const request = vi.fn(async ({ url }: { url: string }) => {
    const route = new URL(url, 'http://x').searchParams.get('rest_route') ?? '';
    calls.push(route);
    const response = responses[route];
    if (!response) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    return { data: JSON.stringify(response()), status: 200, headers: {} };
  });
  setProviderClient({ request } as unknown as Parameters<typeof setProviderClient>[0]);
  return calls;
}

describe('home SEO settings: 15-minute cache under HOME_META', () => {
  let now = 10_000_000;
  const clock = () => now;
  beforeEach(() => {
    localStorage.clear();
    now = 10_000_000;
  });
  afterEach(() => vi.restoreAllMocks());

  it('fresh: a cache younger than 15 minutes is used instead of a request', async () => {
    const calls = fakeProvider({
      '/api/v1/getSEOSettings': () => ({ success: true, data: [SEO, { page_title: 'second' }] }),
    });
    expect(await loadHomeMeta(clock)).toEqual(SEO);
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.HOME_META) ?? '{}')).toEqual({ value: SEO, timestamp: now });
    now += FIFTEEN_MINUTES - 1;
    expect(await loadHomeMeta(clock)).toEqual(SEO);
    expect(calls).toHaveLength(1);
  });

  it('stale: at 15 minutes it is fetched again and the cache rewritten', async () => {
    localStorage.setItem(
      CACHE_KEYS.HOME_META,
      JSON.stringify({ value: { ...SEO, page_title: 'old' }, timestamp: now - FIFTEEN_MINUTES }),
    );
    const calls = fakeProvider({ '/api/v1/getSEOSettings': () => ({ success: true, data: [SEO] }) });
    expect(await loadHomeMeta(clock)).toEqual(SEO);
    expect(calls).toEqual(['/api/v1/getSEOSettings']);
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.HOME_META) ?? '{}').timestamp).toBe(now);
  });

  it('failure: only logged; returns null with no cache and keeps the stale value otherwise', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeProvider({});
    expect(await loadHomeMeta(clock)).toBeNull();
    localStorage.setItem(CACHE_KEYS.HOME_META, JSON.stringify({ value: SEO, timestamp: 0 }));
    expect(await loadHomeMeta(clock)).toEqual(SEO);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('failure: an empty data array is a failure, not a cached empty record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeProvider({ '/api/v1/getSEOSettings': () => ({ success: true, data: [] }) });
    expect(await loadHomeMeta(clock)).toBeNull();
    expect(localStorage.getItem(CACHE_KEYS.HOME_META)).toBeNull();
  });
});

describe('site settings and winner stats: 15-minute caches', () => {
  let now = 50_000_000;
  const clock = () => now;
  const SITE = {
    suggested_tickets: [5, 10],
    slider_speed: 4000,
    show_question: 1,
    announcement: 'Hi',
    live_draw_info: 'Live',
    main_competition: 9,
    slider_height_desktop: 500,
    slider_height_tablet: 300,
    slider_height_mobile: 200,
  };
  beforeEach(() => {
    localStorage.clear();
    now = 50_000_000;
  });
  afterEach(() => vi.restoreAllMocks());

  it('fresh, stale and the spec keys filled from site settings', async () => {
    const calls = fakeProvider({ '/api/v1/getsettings': () => ({ success: true, data: SITE }) });
    await loadSiteSettings(clock);
    now += FIFTEEN_MINUTES - 1;
    await loadSiteSettings(clock);
    expect(calls).toHaveLength(1);
    now += 1;
    await loadSiteSettings(clock);
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('SUGGESTED_TICKETS')).toBe('[5,10]');
    expect(localStorage.getItem('SLIDER_SPEED')).toBe('4000');
    expect(localStorage.getItem('DESKTOP_HEIGHT')).toBe('500');
    expect(localStorage.getItem('MOBILE_HEIGHT')).toBe('200');
  });

  it('winner stats: fresh, stale, failure only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = false;
    const calls = fakeProvider({
      '/api/v1/get_realtime_winners_prize_value': () => {
        if (down) throw new Error('down');
        return { success: true, totalPrizeValue: 204, totalWinner: 3 };
      },
    });
    expect(await loadWinnerStats(clock)).toEqual({ totalPrizeValue: 204, totalWinner: 3 });
    now += FIFTEEN_MINUTES - 1;
    await loadWinnerStats(clock);
    expect(calls).toHaveLength(1);
    now += 1;
    down = true;
    await expect(loadWinnerStats(clock)).resolves.toEqual({ totalPrizeValue: 204, totalWinner: 3 });
    expect(log).toHaveBeenCalled();
  });
});

describe('home meta model', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="shell description">';
    document.title = 'Shell title';
  });

  it('sets title, meta description and meta title from the first SEO record', async () => {
    const scope = fork({ handlers: [[loadHomeMetaFx, async () => SEO]] });
    await allSettled(homeStarted, { scope });
    expect(scope.getState($homeMeta)).toEqual(SEO);
    expect(document.title).toBe('Win Big | Prize Draw');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('UK prize draws.');
    expect(document.querySelector('meta[name="title"]')?.getAttribute('content')).toBe('Prize Draw UK');
  });

  it('a failed load (null) leaves the page meta alone', async () => {
    const apply = vi.fn();
    const scope = fork({
      handlers: [
        [loadHomeMetaFx, async () => null],
        [applyMetaFx, apply],
      ],
    });
    await allSettled(homeStarted, { scope });
    expect(apply).not.toHaveBeenCalled();
    expect(document.title).toBe('Shell title');
  });

  it('a response that arrives after the shopper left home does not retitle the current page', async () => {
    let response: (meta: SeoSettings) => void = () => {};
    const scope = fork({
      handlers: [[loadHomeMetaFx, () => new Promise<SeoSettings>((resolve) => (response = resolve))]],
    });
    const started = allSettled(homeStarted, { scope });
    // Not allSettled: it would wait for the load still under way.
    scopeBind(homeLeft, { scope })();
    document.title = 'Basket';
    response(SEO);
    await started;
    expect(document.title).toBe('Basket');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('shell description');
    // Back on home, the (now cached) response applies as usual.
    const again = fork({ handlers: [[loadHomeMetaFx, async () => SEO]] });
    await allSettled(homeStarted, { scope: again });
    expect(document.title).toBe('Win Big | Prize Draw');
  });

  it('falls back to meta_title when page_title is empty, and keeps the description when none is given', () => {
    applyMeta({ page_title: '', meta_title: 'Only meta', meta_description: '' }, document);
    expect(document.title).toBe('Only meta');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('shell description');
  });
});

describe('home reads after a server-rendered first view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the page start right after the first view does not ask again; a later visit does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeProvider({});
    const scope = fork({ handlers: [[loadHomeMetaFx, async () => SEO]] });
    let reads = 0;
    const unwatch = createWatch({ unit: homeReadsRequested, fn: () => reads++, scope });
    await allSettled(homeFirstViewStarted, { scope });
    expect(reads).toBe(1);
    await allSettled(homeStarted, { scope });
    expect(reads).toBe(1);
    // The title and the HOME_META cache are still the page's own business.
    expect(scope.getState($homeMeta)).toEqual(SEO);
    await allSettled(homeLeft, { scope });
    await allSettled(homeStarted, { scope });
    expect(reads).toBe(2);
    unwatch();
  });
});
