import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SINGLETONS } from '../singletons.mjs';
import { caretAllows, plainCaretCheck } from './plain-caret-check';

const part = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 999_999 }));
const plain = fc.tuple(part, part, part).map((p) => p.join('.'));
/** Versions and ranges as a package may write them: plain, pre-release, tilde, loose, nonsense. */
const anyVersion = fc.oneof(
  plain,
  fc.tuple(plain, fc.constantFrom('-rc.1', '-0', '+build')).map((p) => p.join('')),
);
const anyRange = fc.oneof(
  plain.map((v) => `^${v}`),
  anyVersion.map((v) => `^${v}`),
  plain.map((v) => `~${v}`),
  fc.constantFrom('^1', '^1.2', '^1.x', '*', '', '>=1.0.0', '^1.0.0 || ^2.0.0', '^01.2.3', ' ^1.2.3'),
  fc.string(),
);

describe('caretAllows', () => {
  it('agrees with the federation runtime wherever it answers', () => {
    fc.assert(
      fc.property(anyVersion, anyRange, (version, range) => {
        const answer = caretAllows(version, range);
        if (answer !== undefined) expect(answer).toBe(satisfy(version, range));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers for every plain caret over a plain version, nearby versions included', () => {
    // Versions near the range's own, where carets differ (0.x, 0.0.x, the next major).
    const near = fc.tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
    );
    fc.assert(
      fc.property(near, near, (v, r) => {
        const version = v.join('.');
        const range = `^${r.join('.')}`;
        expect(caretAllows(version, range)).toBe(satisfy(version, range));
      }),
      { numRuns: 500 },
    );
  });

  it("the singleton list is plain carets, so every check of the site's own singletons is answered", () => {
    for (const range of Object.values(SINGLETONS)) expect(caretAllows(range.slice(1), range)).toBe(true);
  });
});

describe('plainCaretCheck', () => {
  const shared = { version: '19.3.1' };
  const runtimeResolver = () => {
    throw new Error('the runtime’s own resolver, with its range parser');
  };
  const args = (requiredVersion: string, singleton = true) =>
    ({
      shareScopeMap: { default: { react: { '19.3.1': shared } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.3.1',
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      resolver: runtimeResolver,
    }) as unknown as Parameters<NonNullable<typeof plainCaretCheck.resolveShare>>[0];

  it('resolves a singleton inside a plain caret itself', () => {
    const resolved = plainCaretCheck.resolveShare?.(args('^19.3.0'));
    expect(resolved?.resolver).not.toBe(runtimeResolver);
    expect(resolved?.resolver()).toEqual({ shared, useTreesShaking: false });
  });

  it('leaves the rest to the runtime: outside the range, another kind of range, not a singleton', () => {
    for (const a of [args('^20.0.0'), args('~19.3.0'), args('^19.3.0 || ^20.0.0'), args('^19.3.0', false)])
      expect(plainCaretCheck.resolveShare?.(a)?.resolver).toBe(runtimeResolver);
  });
});

describe('plainCaretCheck in the federation runtime', () => {
  let instances = 0;
  function hostWith(version: string, plugins = [plainCaretCheck]) {
    const lib = { name: `react ${version}` };
    const host = createInstance({
      name: `preset_test_${++instances}`,
      remotes: [],
      shared: {
        react: { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
      },
      plugins,
    });
    return { host, lib };
  }
  afterEach(() => vi.restoreAllMocks());

  it('hands over a singleton inside the consumer’s range, as the runtime does', () => {
    const { host, lib } = hostWith('19.3.1');
    const warn = vi.spyOn(console, 'warn');
    const got = host.loadShareSync('react', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^19.3.0' } },
    });
    expect(got?.()).toBe(lib);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a singleton outside the range to the runtime, which still warns and still shares it', () => {
    for (const plugins of [[plainCaretCheck], []]) {
      const { host, lib } = hostWith('19.3.1', plugins);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const got = host.loadShareSync('react', {
        customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^20.0.0' } },
      });
      expect(got?.()).toBe(lib);
      expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy the requirement/);
      vi.restoreAllMocks();
    }
  });
});
