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
import { RELEASE_BUCKETS_KEY } from './release-bucket';

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
        entry: '/mf-basket/1.0.2/remoteEntry.js',
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

  it('never falls back onto a version marked bad by the release tool', () => {
    const marked = {
      folder: 'mf-basket',
      live: '1.0.2',
      history: [
        { version: '1.0.0', at: 't0', action: 'publish' as const },
        { version: '1.0.1', at: 't1', action: 'publish' as const },
        { version: '1.0.2', at: 't2', action: 'publish' as const },
        { version: '1.0.1', at: 't3', action: 'mark-bad' as const, withdrew: '1.0.1' },
      ],
    };
    expect(previousVersions(marked)).toEqual(['1.0.0']);
  });

  it('never falls back onto a withdrawn version or a canary that was never live', () => {
    const withdrawn = {
      folder: 'mf-basket',
      live: '1.0.0',
      history: [
        { version: '1.0.0', at: 't0', action: 'publish' as const },
        { version: '1.0.1', at: 't1', action: 'publish' as const },
        { version: '1.0.2', at: 't2', action: 'canary' as const },
        { version: '1.0.2', at: 't3', action: 'abort' as const, withdrew: '1.0.2' },
        { version: '1.0.0', at: 't4', action: 'rollback' as const, withdrew: '1.0.1' },
      ],
    };
    expect(previousVersions(withdrawn)).toEqual([]);
    expect(
      previousVersions({
        ...withdrawn,
        live: '1.0.3',
        history: [...withdrawn.history, { version: '1.0.3', at: 't5', action: 'publish' as const }],
      }),
    ).toEqual(['1.0.0']);
  });

  it('a browser in a canary loads the canary; one that failed here gets the live version', () => {
    const canaried = { ...record, canary: { version: '1.0.3', share: 10 } };
    const withCanary: Registry = { remotes: { mf_basket: canaried } };
    expect(isRegistry(withCanary)).toBe(true);
    expect(isRegistry({ remotes: { mf_basket: { ...record, canary: { version: '1.0.3' } } } })).toBe(false);
    expect(chooseRemotes(withCanary, 0, () => 9)[0]).toMatchObject({
      version: '1.0.3',
      entry: '/mf-basket/1.0.3/remoteEntry.js',
    });
    expect(chooseRemotes(withCanary, 0, () => 10)[0]?.version).toBe('1.0.2');
    markBad('mf_basket', '1.0.3', 0);
    expect(chooseVersion('mf_basket', canaried, 0, 9)).toEqual({ version: '1.0.2', replaces: '1.0.3' });
    markBad('mf_basket', '1.0.2', 0);
    expect(chooseVersion('mf_basket', canaried, 0, 9)).toEqual({ version: '1.0.0', replaces: '1.0.3' });
  });

  it('the canary is chosen by the number this browser keeps for that remote', () => {
    localStorage.setItem(RELEASE_BUCKETS_KEY, JSON.stringify({ mf_basket: 4, mf_catalog: 90 }));
    const withCanary: Registry = { remotes: { mf_basket: { ...record, canary: { version: '1.0.3', share: 5 } } } };
    expect(chooseRemotes(withCanary)[0]?.version).toBe('1.0.3');
    localStorage.setItem(RELEASE_BUCKETS_KEY, JSON.stringify({ mf_basket: 5, mf_catalog: 0 }));
    expect(chooseRemotes(withCanary)[0]?.version).toBe('1.0.2');
  });
});
