// The server's provider reads: the contract's route and bearer, one request per answer while it is
// fresh, "not found" told from a failure, and a bound on what is kept.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createProviderReader, KEPT } from './provider.mjs';

/** The part of a shell build's contract the reader uses (@shop/shared providerCalls, restRouteUrl, shopConfig). */
const contract = async () => ({
  providerCalls: {
    getcompetition: { method: 'POST', route: '/api/v1/getcompetition' },
    getsettings: { method: 'GET', route: '/api/v1/getsettings' },
  },
  restRouteUrl: (route) => `/?rest_route=${route}`,
  shopConfig: { apiBearer: 'local-storefront-bearer' },
});

describe('reading the provider from the server', () => {
  const seen = [];
  let provider;
  let apiUrl;
  before(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
        const id = body ? JSON.parse(body).id : 0;
        const [status, answer] = req.url.includes('getsettings')
          ? [500, { success: false, error: 'down' }]
          : id === 404
            ? [404, { success: false, error: 'There is no competition with id 404.' }]
            : [200, { success: true, data: { id } }];
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise((resolve) => provider.listen(0, resolve));
    apiUrl = `http://localhost:${provider.address().port}`;
  });
  after(() => provider.close());

  it('asks once per call and body while the answer is fresh, then again', async () => {
    let now = 1000;
    seen.length = 0;
    const read = createProviderReader({ apiUrl, contract, ttlMs: 5000, now: () => now, log: { error() {} } });
    const [first, second] = await Promise.all([read('getcompetition', { id: 6 }), read('getcompetition', { id: 6 })]);
    assert.deepEqual(first, { success: true, data: { id: 6 } });
    assert.equal(second, first);
    assert.deepEqual(seen, ['POST /?rest_route=/api/v1/getcompetition Bearer local-storefront-bearer']);
    await read('getcompetition', { id: 7 });
    now = 6001;
    await read('getcompetition', { id: 6 });
    assert.equal(seen.length, 3);
  });

  it('answers null when the provider fails, and its own "not found" as it is (a page can say 404)', async () => {
    const errors = [];
    const read = createProviderReader({ apiUrl, contract, log: { error: (line) => errors.push(line) } });
    assert.equal(await read('getsettings'), null);
    assert.match(errors[0], /getsettings failed: down/);
    assert.deepEqual(await read('getcompetition', { id: 404 }), {
      success: false,
      error: 'There is no competition with id 404.',
    });
  });

  it(`keeps ${KEPT} answers at most, however many ids a stranger makes up (issue 30)`, async () => {
    seen.length = 0;
    const keep = 10;
    const read = createProviderReader({ apiUrl, contract, keep, log: { error() {} } });
    for (let id = 0; id <= keep; id++) await read('getcompetition', { id });
    await read('getcompetition', { id: keep });
    assert.equal(seen.length, keep + 1, 'the newest is kept');
    await read('getcompetition', { id: 0 });
    assert.equal(seen.length, keep + 2, 'the oldest went');
  });
});
