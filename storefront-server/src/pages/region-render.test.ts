// The storefront server's side of server rendering (docs/composition.md "Server rendering"): the
// live version's render module, the time budget and its incident, the micro-cache and its bound,
// a rollback.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PublicRegistry, readIncidents } from '@shop/release';
import { afterAll, test } from 'vitest';
import { type BuildVersion, createServerBuilds } from './builds';
import { createIncidentLog } from './incidents';
import { stylesFor, withRegion } from './region-html';
import { createRegionRenderer } from './region-render';

// What the planted server builds count their renders in.
declare global {
  var renders: Record<string, any>;
  var sixes: number | undefined;
}

const root = mkdtempSync(join(tmpdir(), 'region-render-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A version folder whose server build renders with `body` (the render function's source). */
function version(name: string, body: string) {
  const dir = join(root, 'mf-catalog', name);
  mkdirSync(join(dir, '.server'), { recursive: true });
  writeFileSync(
    join(dir, '.server', 'render.mjs'),
    `globalThis.renders ??= {};\nexport async function render(url) {\n${body}\n}\n`,
  );
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ assets: { css: { sync: [], async: ['a.css'] } } }] }),
  );
  writeFileSync(join(dir, 'a.css'), `.v${name.replace(/\W/g, '')}{color:red}`);
}
const registry = (live: string) =>
  ({ remotes: { mf_catalog: { folder: 'mf-catalog', live, history: [] } } }) as PublicRegistry;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `ready()` says so (a busy machine loads a build slower than a quiet one), 20 s at most. */
async function until(ready: () => boolean | Promise<boolean>) {
  const giveUp = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > giveUp) throw new Error('not ready after 20 s');
    await sleep(20);
  }
}
const recordIncident = createIncidentLog({ root, log: { error() {} } });

/** The server's way to a region (pages.ts): the live version's build, then its render. */
function renderer(options: Omit<Parameters<typeof createRegionRenderer>[0], 'root' | 'recordIncident'> = {}) {
  const builds = createServerBuilds({ root, recordIncident, log: { error() {} } });
  const regions = createRegionRenderer({ root, recordIncident, ...options });
  const live = (reg: PublicRegistry) => builds.live('mf_catalog', reg) as BuildVersion;
  return {
    regions,
    warm: (reg: PublicRegistry) => builds.renderOf(live(reg), '/'),
    /** Until the live version's build has loaded and rendered once off any page (it then renders pages). */
    warmed: (reg: PublicRegistry) => until(() => builds.renderOf(live(reg), '/') !== null),
    regionFor: async (url: string, reg: PublicRegistry): Promise<any> => {
      const version = live(reg);
      const render = builds.renderOf(version, '/');
      return render ? regions.regionFor('mf_catalog', version, render, url) : null;
    },
  };
}

version(
  '1.0.0',
  "globalThis.renders['1.0.0'] = (globalThis.renders['1.0.0'] ?? 0) + 1;\nreturn { html: `<p>one ${url}</p>`, state: { url, responses: {} } };",
);
version('2.0.0', "return { html: '<p>two</p>', state: { url, responses: {} } };");
version('3.0.0-throws', "if (url !== '/') throw new Error('planted'); return null;");
version(
  '4.0.0-slow',
  "if (url !== '/') await new Promise((r) => setTimeout(r, 400)); return { html: 'late', state: {} };",
);

test("renders with the live version's module, keeps it a few seconds, and follows a rollback", async () => {
  let clock = 0;
  const regions = renderer({ now: () => clock });
  regions.warm(registry('1.0.0'));
  await regions.warmed(registry('1.0.0'));
  const first = await regions.regionFor('/x', registry('1.0.0'));
  assert.equal(first.html, '<p>one /x</p>');
  assert.deepEqual(first.styles, [{ href: '/mf-catalog/1.0.0/a.css', css: '.v100{color:red}' }]);
  const before = globalThis.renders['1.0.0'];
  await regions.regionFor('/x', registry('1.0.0'));
  assert.equal(globalThis.renders['1.0.0'], before, 'the micro-cache responded');
  clock += 5000;
  await regions.regionFor('/x', registry('1.0.0'));
  assert.equal(globalThis.renders['1.0.0'], before + 1, 'a new render after the window');
  assert.equal(await regions.regionFor('/x', registry('2.0.0')), null, 'a version not loaded yet: the client renders');
  await regions.warmed(registry('2.0.0'));
  assert.equal((await regions.regionFor('/x', registry('2.0.0'))).html, '<p>two</p>');
  assert.equal((await regions.regionFor('/x', registry('1.0.0'))).version, '1.0.0', 'rolled back');
});

test('a render that throws or passes its budget leaves the region to the client and is recorded', async () => {
  const regions = renderer({ budgetMs: 100 });
  regions.warm(registry('3.0.0-throws'));
  regions.warm(registry('4.0.0-slow'));
  await regions.warmed(registry('3.0.0-throws'));
  await regions.warmed(registry('4.0.0-slow'));
  assert.equal(await regions.regionFor('/boom', registry('3.0.0-throws')), null);
  assert.equal(await regions.regionFor('/slow', registry('4.0.0-slow')), null);
  const incidents = readIncidents(root).map(({ version, url, reason }) => `${version} ${url} ${reason}`);
  assert.deepEqual(incidents, ['3.0.0-throws /boom planted', '4.0.0-slow /slow over its 100 ms budget']);
});

test('the page gets the region in <main>, its state beside it and its styles in <head>', () => {
  const page = '<html><head></head><body><main id="main-region" class="m"></main></body></html>';
  assert.equal(withRegion(page, null, 'n'), page);
  const html = withRegion(
    page,
    {
      html: '<p>x</p>',
      state: { url: '/', responses: { k: '</script>' } },
      app: 'mf_catalog',
      container: 'mf_catalog',
      version: '1.0.0',
      styles: [{ href: '/a.css', css: '.a{color:red}</style><script>' }],
    },
    'n',
  );
  // The sheet's text styles the first paint; the disabled link (never fetched) tells the remote's
  // chunk loader the sheet is in the page. A sheet cannot end its <style> early.
  assert.match(
    html,
    /<style data-href="\/a.css">\.a\{color:red\}<\\\/style><script><\/style><link rel="stylesheet" href="\/a.css" disabled><\/head>/,
  );
  assert.match(
    html,
    /<main id="main-region" class="m"><div id="app-mf_catalog" class="app-slot" data-app="mf_catalog" data-version="1.0.0" data-server-rendered="true"><p>x<\/p><\/div><\/main>/,
  );
  assert.match(html, /<script type="application\/json" id="shop-ssr-state:mf_catalog" nonce="n">.*\\u003c\/script>/);
});

test('the incidents are kept per remote where `pnpm release status` reads them', () => {
  // The release tool prints them per remote (release-cli status.test.ts).
  const incidents = readIncidents(root).filter((incident) => incident.remote === 'mf_catalog');
  assert.equal(incidents.length, 2);
  assert.match(
    JSON.stringify(incidents.at(-1)),
    /"version":"4\.0\.0-slow","url":"\/slow","reason":"over its 100 ms budget"/,
  );
});

test('pages asking at once share one render, and a late render serves the pages after it', async () => {
  version(
    '5.0.0-shared',
    "globalThis.renders.shared = (globalThis.renders.shared ?? 0) + 1;\nif (url !== '/') await new Promise((r) => setTimeout(r, 150));\nreturn { html: 'shared', state: {} };",
  );
  const regions = renderer({ budgetMs: 100 });
  regions.warm(registry('5.0.0-shared'));
  await regions.warmed(registry('5.0.0-shared'));
  const before = globalThis.renders.shared;
  const pages = await Promise.all(
    Array.from({ length: 20 }, () => regions.regionFor('/same', registry('5.0.0-shared'))),
  );
  assert.equal(globalThis.renders.shared - before, 1, 'one render for twenty pages');
  assert.ok(
    pages.every((region) => region === null),
    'all over budget: the client renders them',
  );
  // The late render serves the pages after it once it ends.
  await until(async () => (await regions.regionFor('/same', registry('5.0.0-shared'))) !== null);
  assert.equal((await regions.regionFor('/same', registry('5.0.0-shared'))).html, 'shared');
  assert.equal(globalThis.renders.shared - before, 1);
});

test("a manifest's stylesheet beside its folder is named by its plain address (the bench's monolith)", async () => {
  version('5.0.0-beside', "return { html: '<p>five</p>', state: { url, responses: {} } };");
  const dir = join(root, 'mf-catalog', '5.0.0-beside');
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ assets: { css: { sync: ['../../shell/assets/b.css'], async: [] } } }] }),
  );
  mkdirSync(join(root, 'shell', 'assets'), { recursive: true });
  writeFileSync(join(root, 'shell', 'assets', 'b.css'), '.b{color:blue}');
  const regions = renderer();
  regions.warm(registry('5.0.0-beside'));
  await regions.warmed(registry('5.0.0-beside'));
  const region = await regions.regionFor('/y', registry('5.0.0-beside'));
  assert.deepEqual(region.styles, [{ href: '/shell/assets/b.css', css: '.b{color:blue}' }]);
});

test("a route's page carries its own chunk's sheets and the shared ones, not other routes'", async () => {
  const sheet = (file: string) => ({ href: `/mf-catalog/1.0.0/${file}`, css: file });
  const all = ['741.aa.css', 'home.bb.css', 'details.cc.css', 'instant-wins.dd.css'].map(sheet);
  assert.deepEqual(
    stylesFor(all, 'details').map((s) => s.css),
    ['741.aa.css', 'details.cc.css'],
  );
  assert.deepEqual(
    stylesFor(all, 'instant-wins').map((s) => s.css),
    ['741.aa.css', 'instant-wins.dd.css'],
  );
  assert.equal(stylesFor(all, undefined), all, 'a render from before chunks were named: every sheet');
  assert.equal(stylesFor(all, '../x'), all);
});

test('past its window a kept render responds at once while a new one is made behind it', async () => {
  version(
    '6.0.0-count',
    'globalThis.sixes = (globalThis.sixes ?? 0) + 1;\nif (globalThis.sixes > 1) await new Promise((r) => setTimeout(r, 200));\nreturn { html: `<p>${globalThis.sixes}</p>`, state: { url, responses: {} } };',
  );
  let clock = 0;
  const regions = renderer({ now: () => clock, budgetMs: 100 });
  regions.warm(registry('6.0.0-count'));
  await regions.warmed(registry('6.0.0-count'));
  // The warm-up render was the first; this page's is the second, slow: over budget, the client renders.
  globalThis.sixes = 0;
  assert.equal((await regions.regionFor('/z', registry('6.0.0-count'))).html, '<p>1</p>');
  clock += 5000;
  const started = Date.now();
  assert.equal((await regions.regionFor('/z', registry('6.0.0-count'))).html, '<p>1</p>', 'the kept render, at once');
  assert.ok(Date.now() - started < 100, 'nobody waited for the new render');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal((await regions.regionFor('/z', registry('6.0.0-count'))).html, '<p>2</p>', 'then the new one');
  clock += 70_000;
  assert.equal(
    await regions.regionFor('/z', registry('6.0.0-count')),
    null,
    'too old to serve: a fresh render, over budget',
  );
});

test('the kept renders are bounded: past the bound the least recently used goes, one at a time', async () => {
  const clock = 0;
  const server = renderer({ now: () => clock, keep: 3 });
  server.warm(registry('1.0.0'));
  await server.warmed(registry('1.0.0'));
  for (const url of ['/a', '/b', '/c']) await server.regionFor(url, registry('1.0.0'));
  await server.regionFor('/a', registry('1.0.0'));
  const before = globalThis.renders['1.0.0'];
  await server.regionFor('/d', registry('1.0.0'));
  assert.equal(server.regions.size(), 3, 'never cleared whole, never past the bound');
  await server.regionFor('/a', registry('1.0.0'));
  await server.regionFor('/c', registry('1.0.0'));
  assert.equal(globalThis.renders['1.0.0'] - before, 1, '/a and /c kept: only /d was rendered');
  await server.regionFor('/b', registry('1.0.0'));
  assert.equal(globalThis.renders['1.0.0'] - before, 2, '/b, the least recently used, had gone');
});
