import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../src/mail/repository';
import { createProvider, type Provider } from '../src/server';

// The storefront's release service tells the release managers through the shop's mailer when it
// aborts a canary (scripts/release/notify.mjs; README "Release notices").
const SECRET = 'release-notice-secret-0123456789';

describe('POST /__release-notice', () => {
  let dir: string;
  let server: Provider;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-notice-'));
    server = await createProvider({
      inProcessPayments: true,
      dbFile: join(dir, 'db.sqlite'),
      quiet: true,
      drawIntervalMs: 0,
      releaseNoticeSecret: SECRET,
      releaseManagers: 'rita@example.co.uk, not-an-address, ops@example.co.uk',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const post = (body: unknown, secret = SECRET) =>
    server.request('http://provider.in-process/__release-notice', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-release-notice-secret': secret },
      body: JSON.stringify(body),
    });

  it('mails each release manager, and nobody the caller names', async () => {
    const subject = 'mf-account canary 1.0.8 aborted';
    const res = await post({ subject, text: 'failure rate 100.0 %', to: 'eve@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, sent: 2 });
    for (const to of ['rita@example.co.uk', 'ops@example.co.uk']) {
      expect(mailsTo(server.ctx.db, to).map((m) => [m.subject, m.body])).toEqual([
        [`[release] ${subject}`, 'failure rate 100.0 %'],
      ]);
    }
    expect(mailsTo(server.ctx.db, 'eve@example.com')).toEqual([]);
  });

  it('refuses a wrong secret or a bad body, sending nothing', async () => {
    const before = mailsTo(server.ctx.db, 'rita@example.co.uk').length;
    expect((await post({ subject: 's', text: 't' }, 'guess')).status).toBe(401);
    expect((await post({ subject: '', text: 't' })).status).toBe(400);
    expect((await post({ subject: 'x'.repeat(201), text: 't' })).status).toBe(400);
    expect((await post({ subject: 's', text: 'x'.repeat(10_000) })).status).toBe(413);
    expect(mailsTo(server.ctx.db, 'rita@example.co.uk').length).toBe(before);
  });
});

describe('without RELEASE_NOTICE_SECRET', () => {
  it('does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-notice-off-'));
    const previous = process.env.RELEASE_NOTICE_SECRET;
    delete process.env.RELEASE_NOTICE_SECRET;
    const server = await createProvider({
      inProcessPayments: true,
      dbFile: join(dir, 'db.sqlite'),
      quiet: true,
      drawIntervalMs: 0,
    });
    if (previous !== undefined) process.env.RELEASE_NOTICE_SECRET = previous;
    const res = await server.request('http://provider.in-process/__release-notice', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
