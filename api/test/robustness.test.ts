// Malformed requests: bad JSON, wrong content types, huge bodies, unknown routes, wrong methods,
// wrong field types, broken URLs. Each gets the documented error shape (never a 5xx), and the
// server still responds afterwards.
import { connect } from 'node:net';
import { providerCalls } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyFields } from '../src/http/calls';
import { MAX_BODY } from '../src/server';
import { routes } from '../src/v1';
import { type Api, BEARER, startTestProvider } from './helpers';

let api: Api;
let token: string;
beforeAll(async () => {
  api = await startTestProvider({ rateLimits: false });
  token = await api.login();
  nonce = (await api.call('/wc/store/v1/cart')).headers.get('nonce') as string;
}, 60_000);
afterAll(() => api.close());

interface Raw {
  status: number;
  text: string;
  type: string | null;
}
let nonce = '';
async function raw(
  route: string,
  init: { method?: string; body?: string | Blob; contentType?: string | null; bearer?: boolean } = {},
): Promise<Raw> {
  const headers: Record<string, string> = {};
  // Store API writes without a cart need the nonce; send it so the body itself is what is judged.
  if (route.startsWith('/wc/')) headers.Nonce = nonce;
  if (init.bearer !== false) headers.Authorization = `Bearer ${BEARER}`;
  if (init.contentType !== null) headers['Content-Type'] = init.contentType ?? 'application/json';
  const res = await api.fetch(`/?rest_route=${route}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
  });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

/** The documented error shapes: {success:false, error, code} on /api/v1; {code, message, data:{status}} on the Store API. */
function documented(r: Raw, route: string, status?: number): any {
  expect(r.status, `${route}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
  if (status) expect(r.status, `${route}: ${r.text.slice(0, 200)}`).toBe(status);
  expect(r.type).toMatch(/^application\/json/);
  const body = JSON.parse(r.text);
  if (r.status >= 400) {
    if (route.startsWith('/wc/store/v1'))
      expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: r.status } });
    else expect(body).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  }
  return body;
}

const V1 = '/api/v1/get_user_details';
const STORE = '/wc/store/v1/cart/add-item';

describe('malformed bodies', () => {
  const bad = [
    '{not json',
    '{"token":',
    '[',
    '{"a":1}}',
    "{'single':'quotes'}",
    '\u0000\u0001',
    '{"token":"x"',
    'undefined',
  ];
  for (const route of [V1, STORE, '/wc/store/v1/checkout', '/api/v1/login']) {
    it(`${route}: invalid JSON → 400 rest_invalid_json`, async () => {
      for (const body of bad) {
        const b = documented(await raw(route, { body }), route, 400);
        expect(b.code, body).toBe('rest_invalid_json');
      }
    });
    it(`${route}: JSON that is not an object → 400`, async () => {
      for (const body of ['null', '"text"', '123', '[]', '[{"token":"x"}]', 'true'])
        documented(await raw(route, { body }), route, 400);
    });
  }
  it('deeply nested JSON and odd keys do not crash', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    documented(await raw(V1, { body: deep }), V1, 400);
    documented(await raw(V1, { body: `{"token":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}` }), V1, 400);
    const polluted = documented(
      await raw(V1, {
        body: JSON.stringify({ token, __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
      }),
      V1,
      200,
    );
    expect(polluted.success).toBe(true);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
  it('invalid UTF-8 is read as replacement characters, not a crash', async () => {
    const bytes = Buffer.concat([Buffer.from('{"token":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    documented(await raw(V1, { body: new Blob([bytes]) }), V1, 401);
  });
});

describe('content types', () => {
  const body = JSON.stringify({ token: 'x'.repeat(20) });
  for (const type of ['text/plain', 'text/html', 'multipart/form-data; boundary=x', 'application/xml', 'image/png']) {
    it(`${type} → 415 on both APIs`, async () => {
      documented(await raw(V1, { body, contentType: type }), V1, 415);
      const s = documented(await raw(STORE, { body, contentType: type }), STORE, 415);
      expect(s.code).toBe('rest_unsupported_media_type');
    });
  }
  it('JSON types and form encoding are accepted', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      expect(documented(await raw(V1, { body: JSON.stringify({ token }), contentType: type }), V1, 200).success).toBe(
        true,
      );
    }
    const form = documented(
      await raw(V1, { body: `token=${encodeURIComponent(token)}`, contentType: 'application/x-www-form-urlencoded' }),
      V1,
      200,
    );
    expect(form.success).toBe(true);
  });
});

describe("a call on a request schema (Hono's valibot validator)", () => {
  const INCIDENT = '/api/v1/incident';
  const fields = { remote: 'mf_x', version: '1', stage: 'load', message: 'm', fallback: 'none' };
  it('reads JSON, form fields and a body without a content type alike', async () => {
    documented(await raw(INCIDENT, { body: JSON.stringify(fields) }), INCIDENT, 200);
    const form = new URLSearchParams(fields).toString();
    documented(await raw(INCIDENT, { body: form, contentType: 'application/x-www-form-urlencoded' }), INCIDENT, 200);
    documented(await raw(INCIDENT, { body: new Blob([JSON.stringify(fields)]), contentType: null }), INCIDENT, 200);
  });
  it('responds with the first problem as the one 400, and an unreadable body as before', async () => {
    const bad = documented(await raw(INCIDENT, { body: JSON.stringify({ ...fields, stage: '' }) }), INCIDENT, 400);
    expect(bad).toMatchObject({ error: 'stage is required.', code: 'rest_invalid_param' });
    expect(documented(await raw(INCIDENT, { body: '{"remote":' }), INCIDENT, 400).code).toBe('rest_invalid_json');
    expect(documented(await raw(INCIDENT, { body: '[1]' }), INCIDENT, 400).error).toBe(
      'The request body must be a JSON object.',
    );
  });
});

describe('body size', () => {
  it(`a body over ${MAX_BODY / 1024} KiB → 413 (exactly the cap is read)`, async () => {
    const at = JSON.stringify({ token, pad: 'x'.repeat(MAX_BODY - JSON.stringify({ token, pad: '' }).length) });
    expect(at.length).toBe(MAX_BODY);
    documented(await raw(V1, { body: at }), V1, 200);
    const over = `${at.slice(0, -2)}x"}`;
    expect(over.length).toBe(MAX_BODY + 1);
    expect(documented(await raw(V1, { body: over }), V1, 413).code).toBe('rest_body_too_large');
    documented(await raw(STORE, { body: over }), STORE, 413);
    documented(
      await raw('/api/v1/contact', { body: JSON.stringify({ message: 'm'.repeat(2 * 1024 * 1024) }) }),
      '/api/v1/contact',
      413,
    );
  });
});

describe('routes and methods', () => {
  it('unknown rest_route → 404 JSON', async () => {
    for (const route of [
      '/api/v1/nope',
      '/api/v1/',
      '/api/v2/points',
      '/wp/v2/users',
      '/api/v1/points/extra',
      '/api/v1/../../etc/passwd',
      '',
      '/',
      '/wc/store/v1/nothing',
      '/wc/store/v1/cart/../../x',
    ]) {
      documented(await raw(route, { body: '{}' }), route, 404);
    }
  });
  it('wrong methods → 404 JSON', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) documented(await raw(V1, { method, body: '{}' }), V1, 404);
    documented(await raw('/api/v1/getsettings', { method: 'POST', body: '{}' }), '/api/v1/getsettings', 404);
    documented(await raw('/wc/store/v1/cart', { method: 'PUT', body: '{}' }), '/wc/store/v1/cart', 404);
  });
  it('broken URLs and request lines do not crash the server', async () => {
    // What only a socket carries as sent (raw URLs, broken request lines): a real server.
    const real = await startTestProvider({ socket: true });
    for (const path of [
      '/?rest_route=%E0%A4%A',
      '/?rest_route=%00',
      '//?rest_route=/api/v1/faqs',
      '/%',
      '/?rest_route=/api/v1/faqs&rest_route=/api/v1/nope',
    ]) {
      const res = await fetch(`${real.url}${path}`, { headers: { Authorization: `Bearer ${BEARER}` } });
      expect(res.status, path).toBeLessThan(500);
      await res.text();
    }
    for (const line of ['GET http://[bad/ HTTP/1.1', 'GET /\u0001 HTTP/1.1', 'BREW / HTTP/1.1', 'GET / HTTP/9.9']) {
      const response = await new Promise<string>((resolve) => {
        const socket = connect(real.server.port as number, '127.0.0.1', () =>
          socket.write(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (d) => {
          text += d.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
      expect(response.slice(0, 12), line).not.toMatch(/ 5\d\d/);
    }
    // A body over the cap is refused over the socket too (its Content-Length read before the body).
    const large = await fetch(`${real.url}/?rest_route=/api/v1/contact`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'm'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.status).toBe(413);
    expect(((await large.json()) as { code: string }).code).toBe('rest_body_too_large');
    await real.close();
  });
});

describe('wrong field types on every call', () => {
  const WEIRD: unknown[] = [{}, [], 1e308, -1, 'x'.repeat(5000)];
  it('every field of every /api/v1 call, each given each wrong type → never a 5xx', async () => {
    let tried = 0;
    for (const [name, route] of Object.entries(routes)) {
      for (const field of bodyFields(route)) {
        for (const value of WEIRD) {
          const r = await raw(`/api/v1/${name}`, { body: JSON.stringify({ token, [field]: value }) });
          documented(r, `/api/v1/${name}`);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
  }, 60_000);
  it('Store API writes given wrong types → never a 5xx', async () => {
    const cart = await api.fetch(`/?rest_route=/wc/store/v1/cart`, {
      headers: { Authorization: `Bearer ${BEARER}` },
    });
    const nonce = cart.headers.get('nonce') as string;
    for (const [name, call] of Object.entries(providerCalls)) {
      if (!call.route.startsWith('/wc/') || call.method === 'GET') continue;
      for (const field of [
        'id',
        'quantity',
        'key',
        'code',
        'token',
        'billing_address',
        'payment_method',
        'payment_data',
        'answer',
      ]) {
        for (const value of WEIRD) {
          const res = await api.fetch(`/?rest_route=${call.route}`, {
            method: call.method,
            headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json', Nonce: nonce },
            body: JSON.stringify({ id: 1, quantity: 1, [field]: value }),
          });
          documented({ status: res.status, text: await res.text(), type: res.headers.get('content-type') }, call.route);
          void name;
        }
      }
    }
  }, 60_000);
});

it('after all of that the server still responds', async () => {
  const r = await api.v1('getsettings');
  expect(r.status).toBe(200);
  expect((await api.v1('get_user_details', { token })).status).toBe(200);
});
