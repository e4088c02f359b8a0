// The server's provider reads: the contract's route and bearer, one request per response while it is
// fresh, each response read through the storefront's own check (a PHP host's text numbers and "0"/"1"
// flags read as numbers and booleans), "not found" told from a failure, null (not an error) when
// the provider fails, and a bound on what is kept.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkResponse } from '@shop/provider-client/response-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ServerBuildModule } from './build-module';
import { createProviderReader, KEPT } from './provider';

/** The part of a shell build's contract the reader uses (@shop/shared providerCalls, restRouteUrl, shopConfig, @shop/provider-client checkResponse). */
const contract = async (): Promise<ServerBuildModule> => ({
  checkResponse,
  providerCalls: {
    getcompetition: { method: 'POST', route: '/api/v1/getcompetition' },
    getsettings: { method: 'GET', route: '/api/v1/getsettings' },
    draw_proof: { method: 'POST', route: '/api/v1/draw_proof' },
  },
  restRouteUrl: (route: string) => `/?rest_route=${route}`,
  shopConfig: { apiBearer: 'local-storefront-bearer' },
});

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
  const seen: string[] = [];
  let provider: Server;
  let apiUrl: string;
  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
        const id = body ? JSON.parse(body).id : 0;
        const url = req.url ?? '';
        const [status, json] = url.includes('getsettings')
          ? [500, { success: false, error: 'down' }]
          : url.includes('draw_proof')
            ? [200, { success: true }]
            : id === 404
              ? [404, { success: false, error: 'There is no competition with id 404.' }]
              : [200, { ...PHP_ANSWER, data: { ...PHP_ANSWER.data, id: String(id) } }];
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, resolve));
    apiUrl = `http://localhost:${(provider.address() as AddressInfo).port}`;
  });
  afterAll(() => provider.close());

  it('asks once per call and body while the response is fresh, then again', async () => {
    let now = 1000;
    seen.length = 0;
    const read = createProviderReader({ apiUrl, contract, ttlMs: 5000, now: () => now, log: { error() {} } });
    const [first, second]: any[] = await Promise.all([
      read('getcompetition', { id: 6 }),
      read('getcompetition', { id: 6 }),
    ]);
    assert.equal(first.data.id, 6);
    assert.equal(second, first);
    assert.deepEqual(seen, ['POST /?rest_route=/api/v1/getcompetition Bearer local-storefront-bearer']);
    await read('getcompetition', { id: 7 });
    now = 6001;
    await read('getcompetition', { id: 6 });
    assert.equal(seen.length, 3);
  });

  it("reads a PHP host's response as the storefront does", async () => {
    const read = createProviderReader({ apiUrl, contract, log: { error() {} } });
    const { data } = (await read('getcompetition', { id: 8 })) as any;
    assert.equal(data.id, 8);
    assert.equal(data.price_per_ticket, 1.5);
    assert.equal(data.total_sell_tickets, 500);
    assert.equal(data.live_draw, false, '"0" is false (it was truthy: a live draw Event on every page)');
    assert.equal(data.hide_timer, true);
    assert.equal(data.category, '');
    assert.equal('_links' in data, false);
  });

  it('returns null when the provider fails or its response cannot be read, and its own "not found" as it is (a page can say 404)', async () => {
    const errors: string[] = [];
    const read = createProviderReader({ apiUrl, contract, log: { error: (line: string) => errors.push(line) } });
    assert.equal(await read('getsettings'), null);
    assert.match(errors[0] ?? '', /getsettings failed: down/);
    assert.equal(await read('draw_proof', { competition_id: 6 }), null);
    assert.match(errors[1] ?? '', /draw_proof failed: its response could not be read \(data: missing\)/);
    assert.deepEqual(await read('getcompetition', { id: 404 }), {
      success: false,
      error: 'There is no competition with id 404.',
    });
  });

  it(`keeps ${KEPT} responses at most, however many ids a stranger makes up`, async () => {
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
