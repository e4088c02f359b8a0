import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readText, removeKey, writeText } from './local';

describe('guarded local storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    removeKey('K');
    localStorage.clear();
  });

  it('keeps a value in memory for the page when storage is full', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeText('K', 'nonce-1')).toBe(false);
    expect(readText('K')).toBe('nonce-1');
    removeKey('K');
    expect(readText('K')).toBeNull();
  });

  it('reads storage again once a write succeeds', () => {
    writeText('K', 'v1');
    expect(localStorage.getItem('K')).toBe('v1');
    localStorage.setItem('K', 'from another tab');
    expect(readText('K')).toBe('from another tab');
  });

  it('removes a corrupted JSON entry', () => {
    localStorage.setItem('K', '{broken');
    expect(readJson('K')).toBeNull();
    expect(localStorage.getItem('K')).toBeNull();
  });
});
