import { afterEach, describe, expect, it, vi } from 'vitest';
import { canaryFor, RELEASE_BUCKETS_KEY, releaseBucket } from './release-bucket';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const kept = (storage: Storage) => JSON.parse(storage.getItem(RELEASE_BUCKETS_KEY) ?? 'null');

describe('the release buckets', () => {
  it('are drawn once per remote, 0–99, and kept in localStorage: the same on every page load', () => {
    expect(releaseBucket('mf_basket', () => 0.427)).toBe(42);
    expect(kept(localStorage)).toEqual({ mf_basket: 42 });
    expect(releaseBucket('mf_basket', () => 0.999)).toBe(42);
    localStorage.setItem(RELEASE_BUCKETS_KEY, 'garbage');
    expect(releaseBucket('mf_basket', () => 0.999)).toBe(99);
    localStorage.setItem(RELEASE_BUCKETS_KEY, '{"mf_basket":150,"__proto__":3}');
    expect(releaseBucket('mf_basket', () => 0.5)).toBe(50);
  });

  it('places a browser in each remote’s canary on its own (one number for all sent the same shoppers to every canary)', () => {
    const draws = [0.05, 0.83, 0.41, 0.0];
    const next = () => draws.shift() ?? 0;
    for (const remote of ['mf_catalog', 'mf_basket', 'mf_account', 'mf_engagement']) releaseBucket(remote, next);
    expect(kept(localStorage)).toEqual({ mf_catalog: 5, mf_basket: 83, mf_account: 41, mf_engagement: 0 });
    // Over many browsers, being in one remote's 10 % says nothing of another's.
    let both = 0;
    let first = 0;
    for (let i = 0; i < 2000; i++) {
      localStorage.clear();
      const catalog = releaseBucket('mf_catalog');
      const basket = releaseBucket('mf_basket');
      if (catalog < 10) first += 1;
      if (catalog < 10 && basket < 10) both += 1;
    }
    expect(first).toBeGreaterThan(120);
    expect(both / first).toBeLessThan(0.25);
  });

  it('falls back to this tab when localStorage is unavailable, then to memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(releaseBucket('mf_account', () => 0.05)).toBe(5);
    expect(kept(sessionStorage)).toEqual({ mf_account: 5 });
    expect(localStorage.getItem(RELEASE_BUCKETS_KEY)).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(releaseBucket('mf_account', () => 0.71)).toBe(71);
    expect(releaseBucket('mf_account', () => 0.2)).toBe(71);
  });

  it('puts a browser in the canary when its bucket is below the share', () => {
    const record = { canary: { version: '1.0.5', share: 10 } };
    expect(canaryFor(record, 0)?.version).toBe('1.0.5');
    expect(canaryFor(record, 9)?.version).toBe('1.0.5');
    expect(canaryFor(record, 10)).toBeNull();
    expect(canaryFor({}, 0)).toBeNull();
    expect(canaryFor({ canary: { version: '1.0.5', share: '50' } }, 0)).toBeNull();
  });
});
