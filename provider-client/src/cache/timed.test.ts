import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIFTEEN_MINUTES, readFreshTimedCache, readThroughTimedCache } from './timed';

describe('15-minute cache', () => {
  beforeEach(() => localStorage.clear());

  it('is 900000 ms', () => expect(FIFTEEN_MINUTES).toBe(900000));

  it('uses a cache younger than 15 minutes instead of a request', async () => {
    let now = 1_000_000;
    const load = vi.fn(async () => ({ title: 'fresh' }));
    expect(await readThroughTimedCache('K', load, { now: () => now })).toEqual({ title: 'fresh' });
    now += FIFTEEN_MINUTES - 1;
    await readThroughTimedCache('K', load, { now: () => now });
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await readThroughTimedCache('K', load, { now: () => now });
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem('K') ?? '{}').timestamp).toBe(now);
  });

  it('returns a fresh value at once, and null when stale, missing or of the wrong shape', async () => {
    let now = 1_000_000;
    expect(readFreshTimedCache('K', { now: () => now })).toBeNull();
    await readThroughTimedCache('K', async () => ({ title: 'fresh' }), { now: () => now });
    now += FIFTEEN_MINUTES - 1;
    expect(readFreshTimedCache('K', { now: () => now })).toEqual({ title: 'fresh' });
    now += 1;
    expect(readFreshTimedCache('K', { now: () => now })).toBeNull();
    localStorage.setItem('K', JSON.stringify({ value: [1], timestamp: now }));
    expect(readFreshTimedCache('K', { now: () => now, isValid: (v) => !Array.isArray(v) })).toBeNull();
    expect(localStorage.getItem('K')).toBeNull();
  });

  it('on failure only logs and returns the stale value', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('K', JSON.stringify({ value: 'old', timestamp: 0 }));
    expect(
      await readThroughTimedCache('K', async () => Promise.reject(new Error('down')), {
        now: () => FIFTEEN_MINUTES * 2,
      }),
    ).toBe('old');
    expect(error).toHaveBeenCalled();
  });

  it('repairs a corrupted entry', async () => {
    localStorage.setItem('K', '{broken');
    expect(await readThroughTimedCache('K', async () => 7)).toBe(7);
    expect(JSON.parse(localStorage.getItem('K') ?? '{}').value).toBe(7);
  });

  it('treats a fresh entry of the wrong shape as missing and rewrites it', async () => {
    localStorage.setItem('K', JSON.stringify({ value: 42, timestamp: 1_000 }));
    const isValid = (v: unknown) => typeof v === 'object' && v !== null;
    expect(await readThroughTimedCache('K', async () => ({ ok: 1 }), { now: () => 1_001, isValid })).toEqual({ ok: 1 });
    expect(JSON.parse(localStorage.getItem('K') ?? '{}').value).toEqual({ ok: 1 });
  });

  it('drops a bad entry even when the load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('K', JSON.stringify({ value: null, timestamp: 1_000 }));
    expect(
      await readThroughTimedCache('K', async () => Promise.reject(new Error('down')), { now: () => 1_001 }),
    ).toBeNull();
    expect(localStorage.getItem('K')).toBeNull();
  });
});
