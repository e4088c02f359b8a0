// The server's provider reads: the contract's route and bearer, one request per answer while it is
// fresh, and null (not an error) when the provider fails.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createProviderReader } from './provider.mjs';
import { loadShopCode } from './shop-code.mjs';

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
      res.writeHead(fails ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fails ? { success: false, error: 'down' } : { success: true, data: { id: 6 } }));
    });
    await new Promise((resolve) => provider.listen(0, resolve));
    apiUrl = `http://localhost:${provider.address().port}`;
  });
  after(() => provider.close());

  it('asks once per call and body while the answer is fresh, then again', async () => {
    let now = 0;
    const read = createProviderReader({ apiUrl, shared, ttlMs: 5000, now: () => now, log: { error() {} } });
    const [first, second] = await Promise.all([read('getcompetition', { id: 6 }), read('getcompetition', { id: 6 })]);
    assert.deepEqual(first, { success: true, data: { id: 6 } });
    assert.equal(second, first);
    assert.deepEqual(seen, ['POST /?rest_route=/api/v1/getcompetition Bearer local-storefront-bearer']);
    await read('getcompetition', { id: 7 });
    now = 5000;
    await read('getcompetition', { id: 6 });
    assert.equal(seen.length, 3);
  });

  it('answers null when the provider fails', async () => {
    const errors = [];
    const read = createProviderReader({ apiUrl, shared, log: { error: (line) => errors.push(line) } });
    assert.equal(await read('getsettings'), null);
    assert.match(errors[0], /getsettings failed: down/);
  });
});
