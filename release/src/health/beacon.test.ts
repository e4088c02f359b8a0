// A beacon as the release service reads it, the page tokens an outcome needs, and the client a
// limit counts (docs/adr/010-release-state-and-health.md); beacons through a storefront server:
// @shop/storefront-server beacons.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { clientOf } from '../http/rate-limit';
import type { PublicRegistry } from '../types';
import { readBeacon } from './beacon';
import { createPageTokens } from './page-token';

/** The public registry a server reads beacons against: mf-basket 1.0.0 live, 1.0.1 its canary. */
const registry: PublicRegistry = {
  remotes: {
    mf_basket: { folder: 'mf-basket', live: '1.0.0', canary: { version: '1.0.1', share: 50 }, history: [] },
  },
};
const beacon = (fields: Record<string, unknown>) =>
  JSON.stringify({ remote: 'mf_basket', version: '1.0.1', outcome: 'loaded', stage: 'mount', token: 't', ...fields });

describe('reading a beacon', () => {
  it('takes a live or canary version of a known remote, and says which', () => {
    assert.equal(readBeacon(beacon({}), registry).event?.role, 'canary');
    assert.deepEqual(readBeacon(beacon({ version: '1.0.0', outcome: 'failed', stage: 'render' }), registry), {
      event: { remote: 'mf_basket', version: '1.0.0', outcome: 'failed', stage: 'render', role: 'live' },
      token: 't',
    });
  });

  it('refuses anything else with a reason, and never takes a count from the client', () => {
    const refused = (text: string) => readBeacon(text, registry).error ?? '';
    assert.equal(refused('{'), 'a beacon is JSON');
    assert.equal(refused('[1]'), 'a beacon is a JSON object');
    assert.match(refused(beacon({ count: 1000 })), /exactly remote, version, outcome, stage and token/);
    assert.match(
      refused(JSON.stringify({ remote: 'mf_basket', version: '1.0.1', outcome: 'loaded', stage: 'mount' })),
      /and token/,
    );
    assert.equal(refused(beacon({ remote: 'mf_nothing' })), 'unknown remote');
    assert.equal(refused(beacon({ remote: '__proto__' })), 'unknown remote');
    assert.equal(refused(beacon({ version: '0.9.0' })), 'not a live or canary version of mf_basket');
    assert.equal(refused(beacon({ version: 7 })), 'not a live or canary version of mf_basket');
    assert.match(refused(beacon({ outcome: 'great' })), /outcome is "loaded"/);
    assert.match(refused(beacon({ outcome: 'failed', stage: 'unmount' })), /outcome is "loaded"/);
    assert.match(refused(beacon({ outcome: 'loaded', stage: 'load' })), /outcome is "loaded"/);
  });
});

describe('page tokens', () => {
  it('are signed, single-use per remote and short-lived', () => {
    let now = 1_000_000_000;
    const tokens = createPageTokens({ secret: 's'.repeat(32), now: () => now });
    const token = tokens.issue();
    assert.equal(tokens.use(token, 'mf_basket'), 'ok');
    assert.equal(tokens.use(token, 'mf_basket'), 'used');
    assert.equal(tokens.use(token, 'mf_account'), 'ok', 'one page, one outcome of each remote');
    assert.equal(tokens.use(`${token.slice(0, -2)}AA`, 'mf_engagement'), 'forged');
    assert.equal(createPageTokens({ secret: 'another'.repeat(5) }).use(tokens.issue(), 'mf_basket'), 'forged');
    assert.equal(tokens.use('made-up', 'mf_basket'), 'forged');
    const old = tokens.issue();
    now += 11 * 60_000;
    assert.equal(tokens.use(old, 'mf_basket'), 'expired');
  });
});

describe('the client a limit counts', () => {
  it('is the socket’s address, or behind a trusted proxy the first forwarded one', () => {
    const req = { socket: { remoteAddress: '10.0.0.5' }, headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.5' } };
    assert.equal(clientOf(req, {}), '10.0.0.5');
    assert.equal(clientOf(req, { RELEASE_TRUST_PROXY: '1' }), '203.0.113.7');
    assert.equal(clientOf({ ...req, headers: {} }, { RELEASE_TRUST_PROXY: '1' }), '10.0.0.5');
  });
});
