import { afterEach, describe, expect, it, vi } from 'vitest';
import { canaryFor, RELEASE_BUCKET_KEY, releaseBucket } from './release-bucket';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the release bucket', () => {
  it('is drawn once, 0–99, and kept in localStorage: the same on every page load', () => {
    expect(releaseBucket(() => 0.427)).toBe(42);
    expect(localStorage.getItem(RELEASE_BUCKET_KEY)).toBe('42');
    expect(releaseBucket(() => 0.999)).toBe(42);
    localStorage.setItem(RELEASE_BUCKET_KEY, 'garbage');
    expect(releaseBucket(() => 0.999)).toBe(99);
  });

  it('falls back to this tab when localStorage is unavailable, then to memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(releaseBucket(() => 0.05)).toBe(5);
    expect(sessionStorage.getItem(RELEASE_BUCKET_KEY)).toBe('5');
    expect(localStorage.getItem(RELEASE_BUCKET_KEY)).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(releaseBucket(() => 0.71)).toBe(71);
    expect(releaseBucket(() => 0.2)).toBe(71);
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
