// Forwarded headers (README "Environment": API_TRUST_PROXY): X-Forwarded-For is read only
// from a trusted proxy, from the right, so an address a client writes on the left never counts.
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../src/http/body';
import { RATE_RULES } from '../src/ratelimit';
import { type Api, startTestProvider } from './helpers';

const request = (peer: string, forwarded?: string) =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

afterEach(() => {
  delete process.env.API_TRUST_PROXY;
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(request('::ffff:198.51.100.7', '1.2.3.4'))).toBe('198.51.100.7');
  });

  it('with API_TRUST_PROXY=1 (a proxy on this machine): the right-most address the proxy added', () => {
    process.env.API_TRUST_PROXY = '1';
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'))).toBe('198.51.100.7');
    // The client wrote "6.6.6.6" itself; the proxy appended the address it saw.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
    // Not from the trusted proxy: the header is not read at all.
    expect(clientAddress(request('203.0.113.9', '6.6.6.6'))).toBe('203.0.113.9');
  });

  it('with a list of proxy hops: past every trusted hop, the first address not trusted', () => {
    process.env.API_TRUST_PROXY = '10.0.0.0/8, 192.0.2.1';
    expect(clientAddress(request('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.0.2.1'))).toBe('198.51.100.7');
    expect(clientAddress(request('10.1.2.3', '6.6.6.6, 10.9.9.9, 198.51.100.7, 10.0.0.1'))).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'))).toBe('127.0.0.1');
  });
});

describe('limits behind a proxy', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startTestProvider();
  });
  afterAll(() => api.close());

  it('a client that writes a new X-Forwarded-For each time still counts as itself', async () => {
    process.env.API_TRUST_PROXY = '1';
    const reset = (i: number) =>
      api.call(
        '/api/v1/forgot_password',
        { email: `someone${i}@example.co.uk` },
        // As a proxy forwards it: the client's own header, then the address the proxy saw.
        { headers: { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.20` } },
      );
    for (let i = 0; i < RATE_RULES.forgotAddress.limit; i++) expect((await reset(i)).status).toBe(200);
    expect((await reset(99)).status).toBe(429);
  });
});
