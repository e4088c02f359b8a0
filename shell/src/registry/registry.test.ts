import { beforeEach, describe, expect, it } from 'vitest';
import {
  BAD_VERSION_TTL_MS,
  chooseRemotes,
  chooseVersion,
  isRegistry,
  markBad,
  previousVersions,
  type Registry,
} from './registry';

const record = {
  folder: 'mf-basket',
  live: '1.0.2',
  history: [
    { version: '1.0.0', at: 't0', action: 'publish' as const },
    { version: '1.0.1', at: 't1', action: 'publish' as const },
    { version: '1.0.0', at: 't2', action: 'rollback' as const },
    { version: '1.0.2', at: 't3', action: 'publish' as const },
  ],
};
const registry: Registry = { remotes: { mf_basket: record } };

describe('registry', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('validates its shape', () => {
    expect(isRegistry(registry)).toBe(true);
    expect(isRegistry({ remotes: { x: { live: 1 } } })).toBe(false);
    expect(isRegistry(null)).toBe(false);
  });

  it('lists earlier versions newest first without repeats', () => {
    expect(previousVersions(record)).toEqual(['1.0.0', '1.0.1']);
  });

  it('loads the live version from its immutable folder', () => {
    expect(chooseRemotes(registry)).toEqual([
      {
        name: 'mf_basket',
        entry: '/mf-basket/1.0.2/mf-manifest.json',
        version: '1.0.2',
        overridden: false,
        replaces: undefined,
      },
    ]);
  });

  it('after a failure in this tab, falls back to the newest good earlier version, then none', () => {
    const now = 1_000_000;
    markBad('mf_basket', '1.0.2', now);
    expect(chooseVersion('mf_basket', record, now)).toEqual({ version: '1.0.0', replaces: '1.0.2' });
    markBad('mf_basket', '1.0.0', now);
    expect(chooseVersion('mf_basket', record, now)).toEqual({ version: '1.0.1', replaces: '1.0.2' });
    markBad('mf_basket', '1.0.1', now);
    expect(chooseVersion('mf_basket', record, now)).toBeNull();
  });

  it('tries a failed version again after 5 minutes', () => {
    markBad('mf_basket', '1.0.2', 0);
    expect(chooseVersion('mf_basket', record, BAD_VERSION_TTL_MS)?.version).toBe('1.0.2');
  });
});
