import { beforeEach, describe, expect, it } from 'vitest';
import {
  allowedOverrideOrigins,
  confirmOverride,
  isAllowedOverrideUrl,
  OVERRIDE_PREFIX,
  OVERRIDE_TTL_MS,
  overrideFor,
  overrideRequestFromUrl,
} from './override';
import { chooseRemotes, type Registry } from './registry';

const DEV = ['http://localhost:3002'];
const MANIFEST = 'http://localhost:3002/mf-manifest.json';
const registry: Registry = { remotes: { mf_basket: { folder: 'mf-basket', live: '1.0.0', history: [] } } };

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('developer overrides', () => {
  it('reads what a link asks for, and only for a remote name', () => {
    expect(overrideRequestFromUrl(`?override=mf_basket=${MANIFEST}`)).toEqual({ name: 'mf_basket', url: MANIFEST });
    expect(overrideRequestFromUrl('?override=mf_basket=')).toEqual({ name: 'mf_basket', url: '' });
    expect(overrideRequestFromUrl('?override=evil=http://x')).toBeNull();
    expect(overrideRequestFromUrl('?page=2')).toBeNull();
  });

  it('allows only the origins the page lists, none on a plain start', () => {
    expect(allowedOverrideOrigins()).toEqual([]);
    document.head.innerHTML =
      '<meta name="shop-override-origins" content="http://localhost:3001 http://localhost:3002">';
    expect(allowedOverrideOrigins()).toEqual(['http://localhost:3001', 'http://localhost:3002']);
    expect(isAllowedOverrideUrl(MANIFEST, DEV)).toBe(true);
    expect(isAllowedOverrideUrl('https://evil.example/mf-manifest.json', DEV)).toBe(false);
    expect(isAllowedOverrideUrl('http://localhost:3002.evil.example/x', DEV)).toBe(false);
    expect(isAllowedOverrideUrl('javascript:alert(1)', DEV)).toBe(false);
  });

  it('a confirmed override is used for a day, then removed', () => {
    confirmOverride({ name: 'mf_basket', url: MANIFEST }, 1_000);
    expect(overrideFor('mf_basket', DEV, 1_000 + OVERRIDE_TTL_MS - 1)).toBe(MANIFEST);
    expect(overrideFor('mf_basket', DEV, 1_000 + OVERRIDE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(`${OVERRIDE_PREFIX}mf_basket`)).toBeNull();
  });

  it('an override kept from before (a bare URL, a far expiry, an origin no longer allowed) is dropped', () => {
    localStorage.setItem(`${OVERRIDE_PREFIX}mf_basket`, MANIFEST);
    expect(overrideFor('mf_basket', DEV, 0)).toBeNull();
    localStorage.setItem(`${OVERRIDE_PREFIX}mf_basket`, JSON.stringify({ url: MANIFEST, until: 10 * OVERRIDE_TTL_MS }));
    expect(overrideFor('mf_basket', DEV, 0)).toBeNull();
    confirmOverride({ name: 'mf_basket', url: MANIFEST }, 0);
    expect(overrideFor('mf_basket', [], 1)).toBeNull();
  });

  it('the chosen remotes follow a live override and ignore a refused one', () => {
    document.head.innerHTML = `<meta name="shop-override-origins" content="${DEV[0]}">`;
    confirmOverride({ name: 'mf_basket', url: MANIFEST });
    // The dev server's container, beside the manifest the override names.
    expect(chooseRemotes(registry)[0]).toMatchObject({
      entry: 'http://localhost:3002/remoteEntry.js',
      overridden: true,
    });
    document.head.innerHTML = '';
    expect(chooseRemotes(registry)[0]).toMatchObject({ entry: '/mf-basket/1.0.0/remoteEntry.js', overridden: false });
  });
});
