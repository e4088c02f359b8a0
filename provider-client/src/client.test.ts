import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  callProvider,
  clearPrimedResponses,
  primeResponses,
  recordResponsesWith,
  restRouteUrl,
  setProviderClient,
} from './client';
import { shopConfig } from './config';

function fakeProvider(
  reply: (config: InternalAxiosRequestConfig) => { status: number; data: string; headers?: Record<string, string> },
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = reply(config);
    const response = { data: r.data, status: r.status, statusText: '', headers: r.headers ?? {}, config };
    if (r.status >= 400) throw new axios.AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  setProviderClient(
    axios.create({
      baseURL: 'http://provider.test',
      adapter,
      headers: { Authorization: `Bearer ${shopConfig.apiBearer}` },
    }),
  );
  return seen;
}

describe('provider client', () => {
  it('uses the route-query form', () => {
    expect(restRouteUrl('/api/v1/points')).toBe('/?rest_route=/api/v1/points');
    expect(restRouteUrl('/wc/store/v1/cart', { page: 2 })).toBe('/?rest_route=/wc/store/v1/cart&page=2');
  });

  it('sends the fixed bearer and the user token in the body', async () => {
    const seen = fakeProvider(() => ({ status: 200, data: '{"success":true,"points":5,"logs":[],"totalLogs":0}' }));
    const result = await callProvider('points', { token: 'user-token', offset: 0, limit: 10 });
    expect(result.ok).toBe(true);
    expect(seen[0]?.url).toBe('/?rest_route=/api/v1/points');
    expect(seen[0]?.method).toBe('post');
    expect(String(seen[0]?.headers.Authorization)).toBe(`Bearer ${shopConfig.apiBearer}`);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ token: 'user-token', offset: 0, limit: 10 });
  });

  it('returns typed errors: http with the provider message, malformed JSON', async () => {
    fakeProvider(() => ({ status: 400, data: '{"success":false,"error":"Email address is invalid."}' }));
    const bad = await callProvider('login', { email: 'x', password: 'y' });
    expect(bad).toMatchObject({
      ok: false,
      error: { type: 'http', status: 400, message: 'Email address is invalid.', isRetryable: false },
    });
    fakeProvider(() => ({ status: 200, data: '{not json' }));
    const garbled = await callProvider('getsettings');
    expect(garbled).toMatchObject({ ok: false, error: { type: 'invalid-response' } });
  });

  it('reads response headers in lower case (store nonce, cart token)', async () => {
    fakeProvider(() => ({
      status: 200,
      data: '{"items":[],"totals":{"total_price":"0"}}',
      headers: { Nonce: 'abc', 'Cart-Token': 'tok' },
    }));
    const result = await callProvider('cart');
    expect(result.ok && result.headers.nonce).toBe('abc');
    expect(result.ok && result.headers['cart-token']).toBe('tok');
  });

  it('records a failed read of a first view too, and the browser fails it the same way without asking', async () => {
    const recorded: Record<string, unknown> = {};
    recordResponsesWith((key, data) => {
      recorded[key] = data;
    });
    fakeProvider(() => ({ status: 404, data: '{"success":false,"error":"There is no competition with id 9."}' }));
    const onServer = await callProvider('getcompetition', { token: '', id: 9 });
    recordResponsesWith(null);
    const seen = fakeProvider(() => ({ status: 200, data: '{"success":true,"data":{}}' }));
    primeResponses(JSON.parse(JSON.stringify(recorded)));
    const inBrowser = await callProvider('getcompetition', { token: '', id: 9 });
    clearPrimedResponses();
    expect(seen).toEqual([]);
    expect(inBrowser).toMatchObject({
      ok: false,
      error: { type: 'http', status: 404, message: 'There is no competition with id 9.' },
    });
    expect(onServer.ok).toBe(false);
  });
});
