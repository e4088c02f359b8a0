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
    assert.equal((await fetch(`${site}/registry.json`)).headers.get('cache-control'), 'no-store');
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
