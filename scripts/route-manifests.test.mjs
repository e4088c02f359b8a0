// The shell's route table (shell/src/app/routes.ts) agrees with the remotes' route manifests
// (mf-*/src/app/route-manifest.ts): every path a remote declares is the shell's for that remote,
// with the same screen, and every path the shell gives a remote is in that remote's manifest. The
// shell owns which application a path mounts (docs/adr/001-single-spa-and-module-federation.md) and
// each remote owns its pages (docs/adr/008-server-rendering.md "One route manifest"), so a path
// is written in both; this check keeps them one table. It is here, not in an application, because
// no application may import another's source (docs/adr/003-the-contract.md, biome's import
// boundaries): scripts/ reads every application at the same commit. (A check at publish, of a
// remote's manifest against the live shell's, would also catch a shell one version behind; the
// release's build check does not do that yet.)
// Run by `npm test` (node --test scripts/*.test.mjs).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const load = (file) => tsImport(pathToFileURL(join(root, file)).href, import.meta.url);

/** Each remote's manifest, by the shell's name for the remote (`catalog` is mf-catalog). */
async function manifests() {
  const apps = ['catalog', 'basket', 'account', 'engagement'];
  const loaded = await Promise.all(apps.map((app) => load(`mf-${app}/src/app/route-manifest.ts`)));
  return Object.fromEntries(
    apps.map((app, i) => {
      const { [`${app.toUpperCase()}_ROUTES`]: routes, [`${app.toUpperCase()}_SCREENS`]: screens } = loaded[i];
      return [app, routes.map(({ path }) => ({ path, screen: screens[path] }))];
    }),
  );
}

/** What disagrees between the shell's table and the manifests, one line each (none: they agree). */
export function mismatches(shellRoutes, byApp) {
  const problems = [];
  for (const [app, routes] of Object.entries(byApp)) {
    for (const { path, screen } of routes) {
      const owned = shellRoutes.find((route) => route.path === path);
      if (!owned) problems.push(`${app} declares ${path}, which the shell does not route`);
      else if (owned.app !== app) problems.push(`${app} declares ${path}, which the shell gives ${owned.app}`);
      else if (owned.screen !== screen) problems.push(`${path}: the shell says "${owned.screen}", ${app} "${screen}"`);
    }
  }
  for (const { path, app } of shellRoutes) {
    const routes = byApp[app];
    if (routes && !routes.some((route) => route.path === path)) {
      problems.push(`the shell gives ${path} to ${app}, whose manifest does not declare it`);
    }
  }
  return problems;
}

test("the shell's route table and the remotes' manifests say the same", async () => {
  const { ROUTES } = await load('shell/src/app/routes.ts');
  const byApp = await manifests();
  for (const [app, routes] of Object.entries(byApp)) assert.ok(routes?.length, `mf-${app} has a route manifest`);
  assert.deepEqual(mismatches(ROUTES, byApp), []);
});

test('fails on a planted disagreement, each way', async () => {
  const { ROUTES } = await load('shell/src/app/routes.ts');
  const byApp = await manifests();
  const planted = {
    ...byApp,
    catalog: [
      ...byApp.catalog.filter((route) => route.path !== '/winners_list'),
      { path: '/draw/results', screen: 'Draw results' },
      { path: '/prizes', screen: 'Prizes' },
    ],
    basket: [...byApp.basket, { path: '/faq', screen: 'FAQs' }],
  };
  assert.deepEqual(mismatches(ROUTES, planted).sort(), [
    '/draw/results: the shell says "Results page", catalog "Draw results"',
    'basket declares /faq, which the shell gives engagement',
    'catalog declares /prizes, which the shell does not route',
    'the shell gives /winners_list to catalog, whose manifest does not declare it',
  ]);
});
