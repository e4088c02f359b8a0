import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeAt } from './route-at';
import { CATALOG_ROUTES } from './route-manifest';

// A lazy page's `webpackChunkName` is a comment the bundler reads, not a value TypeScript sees: these
// checks keep the comments in the router and the first views on the chunk the manifest names
// (docs/adr/008-server-rendering.md: the server puts that chunk's stylesheets in the page).

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const chunkOf = new Map<string, string>(CATALOG_ROUTES.map((r) => [r.path, r.chunk]));

/** Each page constant of routes.tsx with the chunk its import names. */
function pageChunks(text: string): Map<string, string> {
  const found = text.matchAll(/const (\w+) = lazyPage\(\(\) =>\s*import\(\/\* webpackChunkName: "([\w-]+)" \*\//g);
  return new Map([...found].map(([, name, chunk]) => [name as string, chunk as string]));
}

/** Each route of a `Record<CatalogPath, …>` table, with its entry's text (up to the next route). */
function entries(text: string, table: string): Map<string, string> {
  const body = text.slice(text.indexOf(`const ${table}`));
  const keys = [...body.matchAll(/^ {2}'(\/[^']*)':/gm)];
  return new Map(keys.map((key, i) => [key[1] as string, body.slice(key.index, keys[i + 1]?.index)]));
}

/** The routes of routes.tsx whose page loads from a chunk other than the manifest's. */
function pagesOffTheirChunk(text: string): string[] {
  const pages = pageChunks(text);
  return [...entries(text, 'PAGES')]
    .filter(([path, entry]) => pages.get(/<(\w+) \/>/.exec(entry)?.[1] ?? '') !== chunkOf.get(path))
    .map(([path]) => path);
}

/** The routes of first-view.ts that load a model from a chunk other than the manifest's, directly or by a loader. */
function firstViewsOffTheirChunk(text: string): string[] {
  const loaders = pageChunks(text.replaceAll(/const (\w+) = \(\) =>/g, 'const $1 = lazyPage(() =>'));
  return [...entries(text, 'FIRST_VIEWS')]
    .filter(([path, entry]) => {
      const named = [...entry.matchAll(/webpackChunkName: "([\w-]+)"/g)].map((m) => m[1]);
      const byLoader = [...entry.matchAll(/\b(\w+)(?=[,\]]|,?\n)/g)].flatMap((m) => loaders.get(m[1] as string) ?? []);
      return [...named, ...byLoader].some((chunk) => chunk !== chunkOf.get(path));
    })
    .map(([path]) => path);
}

describe("the catalog's route manifest", () => {
  it('has a page for each route, loaded from the chunk the manifest names', () => {
    const text = source('./routes.tsx');
    expect([...entries(text, 'PAGES').keys()].sort()).toEqual([...chunkOf.keys()].sort());
    expect(pagesOffTheirChunk(text)).toEqual([]);
  });

  it("loads each route's first-view models from that chunk too", () => {
    const text = source('./first-view.ts');
    expect([...entries(text, 'FIRST_VIEWS').keys()].sort()).toEqual([...chunkOf.keys()].sort());
    expect(firstViewsOffTheirChunk(text)).toEqual([]);
  });

  it('fails on a planted page or model loaded from another chunk', () => {
    const routes = source('./routes.tsx').replace('webpackChunkName: "winners"', 'webpackChunkName: "home"');
    expect(pagesOffTheirChunk(routes)).toEqual(['/winners_list']);
    const views = source('./first-view.ts').replace(
      'webpackChunkName: "details" */ \'../features/competition-details/model\'',
      'webpackChunkName: "home" */ \'../features/competition-details/model\'',
    );
    expect(firstViewsOffTheirChunk(views).sort()).toEqual([
      '/competition/details/:competitionDetail',
      '/competition/info/:id',
    ]);
  });

  it('matches a fixed path before a parameter that would take it', () => {
    expect(routeAt('/competitions/instant_win_comps?x=1')?.route.path).toBe('/competitions/instant_win_comps');
    expect(routeAt('/competitions/cars?page=2')).toMatchObject({
      route: { path: '/competitions/:category', chunk: 'competitions' },
      params: { category: 'cars' },
    });
    expect(routeAt('/cart')).toBeNull();
  });
});
