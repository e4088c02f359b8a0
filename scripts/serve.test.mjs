// The storefront server over a deploy folder of its own: what each kind of answer carries.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from './serve.mjs';

describe('the storefront server', () => {
  const deploy = mkdtempSync(join(tmpdir(), 'serve-'));
  let server;
  let site;
  before(async () => {
    writeFileSync(
      join(deploy, 'index.html'),
      '<html><head><title>t</title></head><body><script src="/a.js"></script></body></html>',
    );
    writeFileSync(
      join(deploy, 'registry.json'),
      JSON.stringify({
        remotes: {
          mf_catalog: {
            folder: 'mf-catalog',
            live: '1.0.0',
            history: [
              { action: 'publish', version: '1.0.1', at: 't1', by: 'Rita <r@example.com>', reason: 'new cards' },
              { action: 'rollback', version: '1.0.0', at: 't2', withdrew: '1.0.1', by: 'Rita', reason: 'broken' },
            ],
          },
        },
      }),
    );
    mkdirSync(join(deploy, 'mf-catalog', '1.0.0'), { recursive: true });
    writeFileSync(
      join(deploy, 'mf-catalog', '1.0.0', 'remoteEntry.js'),
      `console.log(${JSON.stringify('x'.repeat(2000))});`,
    );
    mkdirSync(join(deploy, '.build'));
    writeFileSync(join(deploy, '.build', 'secret.js'), 'no');
    const started = await startStaticServer({ port: 0, root: deploy, apiUrl: 'http://localhost:9999' });
    server = started.server;
    site = `http://localhost:${started.port}`;
  });
  after(() => {
    server.close();
    rmSync(deploy, { recursive: true, force: true });
  });

  it('answers a route with the page: its title, a fresh nonce on every script, the provider and registry, never cached', async () => {
    const [first, second] = await Promise.all([fetch(`${site}/competition/info/6`), fetch(`${site}/faq`)]);
    const html = await first.text();
    const faq = await second.text();
    const nonce = /nonce="([^"]+)"/.exec(html)[1];
    assert.notEqual(nonce, /nonce="([^"]+)"/.exec(faq)[1]);
    // The route's own title in place of the template's.
    assert.match(faq, /<head><title>FAQs \| Prize Draw UK<\/title>/);
    assert.doesNotMatch(faq, /<title>t<\/title>/);
    assert.match(html, /<script nonce="[^"]+" src="\/a.js">/);
    assert.match(html, /<meta name="shop-api-url" content="http:\/\/localhost:9999" \/>/);
    assert.match(html, /<script type="application\/json" id="shop-registry">\{"remotes"/);
    // The page's copy keeps what the shell reads of each release step; who and why stay on disk.
    const inline = JSON.parse(/id="shop-registry">([^<]*)<\/script>/.exec(html)[1]);
    assert.deepEqual(inline.remotes.mf_catalog.history, [
      { action: 'publish', version: '1.0.1', at: 't1' },
      { action: 'rollback', version: '1.0.0', at: 't2', withdrew: '1.0.1' },
    ]);
    assert.equal(first.headers.get('cache-control'), 'no-store');
    assert.match(
      first.headers.get('content-security-policy'),
      new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`),
    );
    assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
    // Each page its own release token, in the page's head (scripts/release/page-token.mjs).
    const token = (page) => /<meta name="shop-release-token" content="([^"]+)" \/>/.exec(page)?.[1];
    assert.ok(token(html) && token(faq) && token(html) !== token(faq));
  });

  it('the page carries the last few release steps only, so it does not grow with the history', async () => {
    const steps = Array.from({ length: 300 }, (_, i) => ({
      action: 'publish',
      version: `1.0.${i}`,
      at: `2026-11-26T10:${String(i % 60).padStart(2, '0')}:00Z`,
      by: 'Rita Release <rita@example.co.uk>',
      reason: 'a reason of some length that used to ride in every page the shop sent',
    }));
    writeFileSync(
      join(deploy, 'registry.json'),
      JSON.stringify({ remotes: { mf_catalog: { folder: 'mf-catalog', live: '1.0.299', history: steps } } }),
    );
    const html = await (await fetch(`${site}/cart`)).text();
    const inline = JSON.parse(/id="shop-registry">([^<]*)<\/script>/.exec(html)[1]);
    // Today's main carried all 300 (the issue measured /cart at 25.9 KB after a season of releases).
    assert.equal(inline.remotes.mf_catalog.history.length, 8);
    assert.equal(inline.remotes.mf_catalog.history.at(-1).version, '1.0.299');
    assert.ok(html.length < 3000, `${html.length} bytes`);
  });

  it('sends a versioned asset compressed and cached for ever, and HEAD with no body', async () => {
    const url = `${site}/mf-catalog/1.0.0/remoteEntry.js`;
    const got = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(got.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(got.headers.get('content-encoding'), 'gzip');
    assert.equal(got.headers.get('access-control-allow-origin'), '*');
    const head = await fetch(url, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    const registry = await fetch(`${site}/registry.json`);
    assert.equal(registry.headers.get('cache-control'), 'no-store');
    // The public registry carries no names, emails or reasons (today's main served the file as it was).
    const publicText = await registry.text();
    assert.match(publicText, /"live":"1\.0\.\d+"/);
    assert.doesNotMatch(publicText, /Rita|example\.co|broken|new cards|a reason|"by"/);
    assert.match(await got.text(), /^console\.log\("x{2000}"\);$/);
  });

  it('refuses hidden files, unknown files and other methods, and answers its health check', async () => {
    assert.equal((await fetch(`${site}/%2E%2Ebuild/secret.js`)).status, 404);
    assert.equal((await fetch(`${site}/mf-catalog/..%2F.build/secret.js`)).status, 404);
    assert.equal((await fetch(`${site}/missing.js`)).status, 404);
    const put = await fetch(`${site}/faq`, { method: 'PUT' });
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('cache-control'), 'no-store');
    assert.equal(await (await fetch(`${site}/__health`)).text(), 'ok');
    assert.match(await (await fetch(`${site}/robots.txt`)).text(), /Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
    // A deploy folder's own robots.txt wins over the generated one.
    writeFileSync(join(deploy, 'robots.txt'), 'User-agent: mine\n');
    assert.equal(await (await fetch(`${site}/robots.txt`)).text(), 'User-agent: mine\n');
  });
});
