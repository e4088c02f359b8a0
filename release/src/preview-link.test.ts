// Preview links: signed with the server's secret, they name one remote's version until they expire;
// anything else is refused (docs/release.md "Preview links").
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import {
  DEFAULT_EXPIRY_SECONDS,
  parseExpiry,
  previewCookie,
  previewCookieValue,
  previewSecret,
  signPreview,
  verifyPreview,
} from './preview-link';

const SECRET = 'a-preview-secret-of-the-servers-0123456789';
const NOW = Date.parse('2026-11-27T00:00:00Z');
const HOUR = 3_600_000;
const link = (claims = {}) =>
  signPreview(SECRET, { container: 'mf_basket', version: '1.4.0-preview.1', expiresAt: NOW + HOUR, ...claims });

/** The token with its claims replaced, the signature kept: what someone editing a link would send. */
function tampered(token: string, change: Record<string, unknown>) {
  const [prefix, body = '', signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), ...change };
  return [prefix, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('preview links', () => {
  it('a link opens its remote and version until it expires', () => {
    assert.deepEqual(verifyPreview(SECRET, link(), NOW), {
      ok: true,
      container: 'mf_basket',
      version: '1.4.0-preview.1',
      expiresAt: NOW + HOUR,
    });
    assert.equal(verifyPreview(SECRET, link(), NOW + HOUR - 1000).ok, true);
  });

  it('an expired link is refused as expired, naming what it was for', () => {
    const checked = verifyPreview(SECRET, link(), NOW + HOUR);
    assert.equal(checked.ok, false);
    assert.equal(checked.reason, 'expired');
    assert.equal(checked.version, '1.4.0-preview.1');
  });

  it('a changed remote, version or expiry is forged: the signature covers them', () => {
    const token = link();
    for (const change of [{ r: 'mf_catalog' }, { v: '1.3.0' }, { e: Math.floor((NOW + 1000 * HOUR) / 1000) }]) {
      assert.deepEqual(verifyPreview(SECRET, tampered(token, change), NOW), { ok: false, reason: 'forged' });
    }
  });

  it('a link signed with another secret, or a made-up one, is forged', () => {
    const other = signPreview('another-secret-entirely-000000', {
      container: 'mf_basket',
      version: '1.4.0-preview.1',
      expiresAt: NOW + HOUR,
    });
    assert.deepEqual(verifyPreview(SECRET, other, NOW), { ok: false, reason: 'forged' });
    const [prefix, body, signature = ''] = link().split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const token of [
      `${prefix}.${body}.${flipped}`,
      `${prefix}.${body}`,
      `${prefix}.${body}.${signature}x`,
      '',
      'x'.repeat(5000),
      undefined,
      `${prefix}.${body}.${'A'.repeat(43)}`,
    ]) {
      assert.deepEqual(verifyPreview(SECRET, token, NOW), { ok: false, reason: 'forged' }, String(token).slice(0, 40));
    }
  });

  it('signs only a known remote and a version name', () => {
    assert.throws(() => link({ container: 'shell' }), /not a remote/);
    assert.throws(() => link({ version: '../registry.json' }), /not a version name/);
    assert.throws(() => link({ version: `1.0.0-${'x'.repeat(100)}` }), /not a version name/);
  });

  it('--expires: minutes, hours or days, 24 h by default, at most 30 days', () => {
    assert.equal(parseExpiry(undefined), DEFAULT_EXPIRY_SECONDS);
    assert.equal(parseExpiry('2h'), 7200);
    assert.equal(parseExpiry('30m'), 1800);
    assert.equal(parseExpiry('7d'), 7 * 86_400);
    for (const bad of ['0m', '31d', '2', 'soon', '-1h', '1.5h']) assert.throws(() => parseExpiry(bad), /--expires/);
  });

  it('the cookie carries the token, HttpOnly and SameSite=Lax, Secure over https; ending it clears it', () => {
    const token = link();
    const cookie = previewCookie(token, { secure: true, maxAgeSeconds: 3600.4 });
    assert.equal(cookie, `shop-preview=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`);
    assert.doesNotMatch(previewCookie(token, { secure: false, maxAgeSeconds: 60 }), /Secure/);
    assert.equal(previewCookie(null, { secure: false }), 'shop-preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    assert.equal(previewCookieValue(`a=1; shop-preview=${token}; b=2`), token);
    assert.equal(previewCookieValue('a=1; not-shop-preview=x'), '');
  });

  describe('the secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-secret-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is RELEASE_PREVIEW_SECRET, else made once in the deploy folder and shared', () => {
      assert.equal(previewSecret({ env: { RELEASE_PREVIEW_SECRET: ` ${SECRET} ` }, root: dir }), SECRET);
      assert.equal(existsSync(join(dir, '.release', 'preview-secret')), false);
      const made = previewSecret({ env: {}, root: dir });
      assert.match(made, /^[0-9a-f]{64}$/);
      assert.equal(previewSecret({ env: {}, root: dir }), made);
      assert.equal(readFileSync(join(dir, '.release', 'preview-secret'), 'utf8'), made);
    });

    it('a short one, or none over a bucket, is refused', () => {
      assert.throws(() => previewSecret({ env: { RELEASE_PREVIEW_SECRET: 'short' }, root: dir }), /16 characters/);
      assert.throws(() => previewSecret({ env: {}, root: null }), /RELEASE_PREVIEW_SECRET/);
    });
  });
});
