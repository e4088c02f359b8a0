// The server's provider reads: the contract's route and bearer, one request per answer while it is
// fresh, each answer read through the storefront's own check (a PHP host's text numbers and "0"/"1"
// flags read as numbers and booleans), and null (not an error) when the provider fails.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createProviderReader } from './provider.mjs';
import { loadShopCode } from './shop-code.mjs';

/** A competition as a PHP host types it: numbers and ids as text, flags as "0"/"1", extra fields. */
const PHP_ANSWER = {
  success: true,
  data: {
    id: '6',
    title: 'Win a Car',
    price_per_ticket: '1.50',
    total_sell_tickets: '500',
    competition_product_id: '1006',
    live_draw: '0',
    hide_timer: '1',
    _links: { self: [] },
  },
};

describe('reading the provider from the server', () => {
  const seen = [];
  let provider;
  let apiUrl;
  let shared;
  before(async () => {
    shared = (await loadShopCode()).shared;
    provider = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
      const fails = req.url.includes('getsettings');
      const unreadable = req.url.includes('draw_proof');
      res.writeHead(fails ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fails ? { success: false, error: 'down' } : unreadable ? { success: true } : PHP_ANSWER));
    });
    await new Promise((resolve) => provider.listen(0, resolve));
    apiUrl = `http://localhost:${provider.address().port}`;
  });
  after(() => provider.close());

  it('asks once per call and body while the answer is fresh, then again', async () => {
    let now = 0;
    const read = createProviderReader({ apiUrl, shared, ttlMs: 5000, now: () => now, log: { error() {} } });
    const [first, second] = await Promise.all([read('getcompetition', { id: 6 }), read('getcompetition', { id: 6 })]);
    assert.equal(first.data.id, 6);
    assert.equal(second, first);
    assert.deepEqual(seen, ['POST /?rest_route=/api/v1/getcompetition Bearer local-storefront-bearer']);
    await read('getcompetition', { id: 7 });
    now = 5000;
    await read('getcompetition', { id: 6 });
    assert.equal(seen.length, 3);
  });

  it("reads a PHP host's answer as the storefront does", async () => {
    const read = createProviderReader({ apiUrl, shared, log: { error() {} } });
    const { data } = await read('getcompetition', { id: 8 });
    assert.equal(data.price_per_ticket, 1.5);
    assert.equal(data.total_sell_tickets, 500);
    assert.equal(data.live_draw, false, '"0" is false (it was truthy: a live draw Event on every page)');
    assert.equal(data.hide_timer, true);
    assert.equal(data.category, '');
    assert.equal('_links' in data, false);
  });

  it('answers null when the provider fails or its answer cannot be read', async () => {
    const errors = [];
    const read = createProviderReader({ apiUrl, shared, log: { error: (line) => errors.push(line) } });
    assert.equal(await read('getsettings'), null);
    assert.match(errors[0], /getsettings failed: down/);
    assert.equal(await read('draw_proof', { competition_id: 6 }), null);
    assert.match(errors[1], /draw_proof failed: its answer could not be read \(data: missing\)/);
  });
});
