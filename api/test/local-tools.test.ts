import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProvider, localToolRefusal, type Provider } from '../src/server';
import { type Api, BEARER, signUp, startTestProvider } from './helpers';

// The development tools (/__local/*) can wipe the database and read every mailbox: they exist only
// for the process that started the server (README "Security").

const IN_PROCESS = 'http://provider.in-process';

async function countUsers(server: Provider): Promise<number> {
  const r = await server.request(`${IN_PROCESS}/?rest_route=/api/v1/login`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.co.uk', password: 'DemoPassword!2026' }),
  });
  return r.status === 200 ? 1 : 0;
}

describe('a plain start (no API_LOCAL_TOOLS)', () => {
  let dir: string;
  let server: Provider;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-tools-off-'));
    const previous = process.env.API_LOCAL_TOOLS;
    delete process.env.API_LOCAL_TOOLS;
    server = await createProvider({
      inProcessPayments: true,
      dbFile: join(dir, 'db.sqlite'),
      bearer: BEARER,
      quiet: true,
      drawIntervalMs: 0,
    });
    if (previous !== undefined) process.env.API_LOCAL_TOOLS = previous;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves no /__local/* route, whatever is sent', async () => {
    expect(server.localToolsSecret).toBeNull();
    for (const [method, path] of [
      ['GET', 'mailbox?to=demo@example.co.uk'],
      ['POST', 'reset'],
      ['POST', 'seed'],
      ['GET', 'incidents'],
      ['POST', 'fault'],
    ]) {
      const r = await server.request(`${IN_PROCESS}/__local/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Local-Tools-Secret': 'anything' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect(await countUsers(server)).toBe(1);
  });
});

describe('a plain start with its console (npm start)', () => {
  it('prints each incident the shell reports, as it prints emails: there is no incidents tool to read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-tools-console-'));
    const previous = process.env.API_LOCAL_TOOLS;
    delete process.env.API_LOCAL_TOOLS;
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(String(line)));
    const plain = await createProvider({
      inProcessPayments: true,
      dbFile: join(dir, 'db.sqlite'),
      bearer: BEARER,
      drawIntervalMs: 0,
    });
    if (previous !== undefined) process.env.API_LOCAL_TOOLS = previous;
    try {
      const incident = {
        remote: 'mf_basket',
        version: '1.0.2',
        stage: 'load',
        message: 'chunk failed',
        fallback: 'previous:1.0.1',
      };
      const r = await plain.request(`${IN_PROCESS}/?rest_route=/api/v1/incident`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(incident),
      });
      expect(r.status).toBe(200);
      // Today's main documented GET /__local/incidents, which responds 404 here, and printed nothing.
      expect((await plain.request(`${IN_PROCESS}/__local/incidents`)).status).toBe(404);
      expect(lines).toContain('[incident] mf_basket@1.0.2 failed at load: chunk failed → previous:1.0.1');
    } finally {
      log.mockRestore();
      await plain.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tools for the harness', () => {
  let api: Api;
  let secretFile: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-tools-on-'));
    secretFile = join(dir, 'tools.secret');
    api = await startTestProvider({ localToolsSecretFile: secretFile });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a per-start secret for the process that started it, readable by its owner only', () => {
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).toBe(api.server.localToolsSecret);
    expect(statSync(secretFile).mode & 0o077).toBe(0);
  });

  it('refuses a call without the secret or with a wrong one, and does nothing', async () => {
    for (const headers of [{}, { 'X-Local-Tools-Secret': 'wrong' }] as Record<string, string>[]) {
      const r = await api.fetch(`/__local/reset`, { method: 'POST', headers });
      expect(r.status).toBe(401);
    }
    const mail = await api.fetch(`/__local/mailbox`);
    expect(mail.status).toBe(401);
    expect(JSON.stringify(await mail.json())).not.toContain('reset');
  });

  it('refuses a cross-site form post even with the secret, and the database stays', async () => {
    await signUp(api, { email: 'keep.me@example.co.uk', password: 'KeepMe!Password2026' });
    const secret = api.server.localToolsSecret ?? '';
    const form = await api.fetch(`/__local/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Local-Tools-Secret': secret },
      body: 'reset=1',
    });
    expect(form.status).toBe(415);
    const foreign = await api.fetch(`/__local/reset`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', 'X-Local-Tools-Secret': secret },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const login = await api.v1('login', { email: 'keep.me@example.co.uk', password: 'KeepMe!Password2026' });
    expect(login.status).toBe(200);
  });

  it('refuses a caller that is not on this machine, even with the secret', async () => {
    const headers = { 'Content-Type': 'application/json', 'X-Local-Tools-Secret': api.server.localToolsSecret ?? '' };
    const far = await api.server.request(`${api.url}/__local/mailbox`, { headers }, '10.0.0.7');
    expect(far.status).toBe(403);
    expect((await api.server.request(`${api.url}/__local/mailbox`, { headers })).status).toBe(200);
  });

  it('responds to the harness that sends the secret', async () => {
    expect((await api.local('reset', {})).success).toBe(true);
  });

  it('removes the secret file when the server stops', async () => {
    const other = join(dir, 'other.secret');
    const second = await startTestProvider({ localToolsSecretFile: other });
    expect(existsSync(other)).toBe(true);
    await second.close();
    expect(existsSync(other)).toBe(false);
  });
});

describe('localToolRefusal', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  it('responds only on loopback', () => {
    const headers = { 'x-local-tools-secret': 's' };
    expect(localToolRefusal(request('10.0.0.7', headers), 's')?.status).toBe(403);
    expect(localToolRefusal(request('192.168.1.20', headers), 's')?.status).toBe(403);
    expect(localToolRefusal(request('127.0.0.1', headers), 's')).toBeNull();
    expect(localToolRefusal(request('::1', headers), 's')).toBeNull();
    expect(localToolRefusal(request('::ffff:127.0.0.1', headers), 's')).toBeNull();
  });
});
