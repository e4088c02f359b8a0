// Server rendering of an application's region (docs/composition.md "Server rendering"): the live
// version of the application that owns the route renders its first view with its own server
// build (builds.ts), so a publish or a rollback changes what the server renders at
// the next request. A render that throws or passes its time budget leaves the region to the client
// and is recorded as an incident; the page always responds.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { RenderOptions, ServerBuildModule } from './build-module';
import type { BuildVersion } from './builds';
import type { RecordIncident } from './incidents';
import { type Region, type StyleSheet, stylesFor } from './region-html';

/** How many renders the server keeps (URL × version): the least recently used goes first. */
export const KEPT_RENDERS = 500;

type Render = NonNullable<ServerBuildModule['render']>;

interface KeptRender {
  at: number;
  region: Promise<Region | null>;
  done: boolean;
  refreshing?: boolean;
}

export interface RegionRenderer {
  regionFor(
    app: string,
    version: BuildVersion,
    render: Render,
    url: string,
    options?: RenderOptions,
  ): Promise<Region | null>;
  size(): number;
}

/** `root`: the deploy folder; `recordIncident`: where a failed or slow render goes. */
export function createRegionRenderer({
  root,
  recordIncident,
  budgetMs = Number(process.env.SSR_BUDGET_MS ?? 100),
  cacheMs = Number(process.env.SSR_CACHE_MS ?? 3000),
  // How long past its window a render may still be served while a new one is made behind it: at
  // most a minute old in all, the age the spec lets a shopper's own browser keep unused data.
  staleMs = Number(process.env.SSR_STALE_MS ?? 57_000),
  keep = KEPT_RENDERS,
  now = () => Date.now(),
}: {
  root: string;
  recordIncident: RecordIncident;
  budgetMs?: number;
  cacheMs?: number;
  staleMs?: number;
  keep?: number;
  now?: () => number;
}): RegionRenderer {
  /**
   * `<app> <version> <address>` → its render, kept a few seconds (the provider is asked once per
   * window). Evicts one entry at a time, the least recently used, never the whole cache
   * (docs/security.md "Storefront server"). The address is the page's own (the server redirects any
   * other query to it), so a stranger's made-up query parameters never make renders.
   */
  const cache = new LRUCache<string, KeptRender>({ max: keep });

  const incident = (app: string, version: BuildVersion, url: string, error: unknown) =>
    recordIncident({
      app,
      version: version.version,
      url,
      reason: error instanceof Error ? error.message : String(error),
    });

  /** The render's region, or null when it throws or passes the budget (an incident either way). */
  async function withinBudget(
    rendering: Promise<Region | null>,
    app: string,
    version: BuildVersion,
    url: string,
  ): Promise<Region | null> {
    let timer: NodeJS.Timeout | undefined;
    const overtime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`over its ${budgetMs} ms budget`)), budgetMs);
    });
    try {
      return await Promise.race([rendering, overtime]);
    } catch (error) {
      incident(app, version, url, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Each version's stylesheets, read once (a few versions a server's life). */
  const styleSheets = new LRUCache<string, StyleSheet[]>({ max: 50 });

  /**
   * A remote version's stylesheets (its manifest's CSS, a few KiB), with their text: the page
   * carries them, so the server's markup is styled on its first paint, without waiting for a
   * request per file on a slow phone network (bench/README.md "Phone first view"). The shell's are
   * in the page already (pages.ts).
   */
  function stylesOf({ folder, version }: BuildVersion): StyleSheet[] {
    const key = `${folder}/${version}`;
    const kept = styleSheets.get(key);
    if (kept) return kept;
    let styles: StyleSheet[] = [];
    try {
      const dir = join(root, folder, version);
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
        exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
      };
      const files = (manifest.exposes ?? []).flatMap((e) => [
        ...(e.assets?.css?.sync ?? []),
        ...(e.assets?.css?.async ?? []),
      ]);
      styles = [...new Set(files)].map((file) => ({
        // Normalised: a manifest may name a file beside its folder (the bench's monolith does).
        href: posix.normalize(`/${folder}/${encodeURIComponent(version)}/${file}`),
        css: readFileSync(join(dir, file), 'utf8'),
      }));
    } catch {
      styles = [];
    }
    styleSheets.set(key, styles);
    return styles;
  }

  /** Renders `url` with the version's `render`: the region, or null (not a route it renders). */
  function rendered(
    render: Render,
    app: string,
    version: BuildVersion,
    url: string,
    options: RenderOptions,
  ): Promise<Region | null> {
    return Promise.resolve()
      .then(() => render(url, { ...options, now: now() }))
      .then((region) =>
        region
          ? {
              ...region,
              app,
              container: version.container,
              version: version.version,
              styles: stylesFor(stylesOf(version), region.chunk),
            }
          : null,
      );
  }

  /**
   * The region's markup and state for this address, or null (not a server-rendered route, or it
   * failed). A render is kept `cacheMs` per address and version, so the provider is asked once per
   * window; past it, for up to `staleMs`, the kept render still responds at once while a new one is
   * made behind it, so a shopper never waits for a render, nor gets a client-rendered page because
   * one ran over its budget on a busy machine (bench/README.md "Server under load"). A release
   * changes the version, so it is never served from the previous one's renders.
   * `app`: the single-spa application (`mf_catalog`, `shell:legal-terms`); `version`: its live
   * version; `render`: that version's render; `url`: the page's own address.
   */
  async function regionFor(
    app: string,
    version: BuildVersion,
    render: Render,
    url: string,
    options: RenderOptions = { apiUrl: '' },
  ): Promise<Region | null> {
    const key = `${app} ${version.version} ${url}`;
    const kept = cache.get(key);
    const age = kept ? now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < cacheMs) return kept.region;
    if (kept?.done && age < cacheMs + staleMs) {
      if (!kept.refreshing) {
        kept.refreshing = true;
        rendered(render, app, version, url, options).then(
          (region) => {
            if (cache.get(key) === kept && region)
              cache.set(key, { at: now(), region: Promise.resolve(region), done: true });
            kept.refreshing = false;
          },
          (error) => {
            kept.refreshing = false;
            incident(app, version, url, error);
          },
        );
      }
      return kept.region;
    }
    // One render per address and version at a time, whoever asks meanwhile shares it; a render
    // that ends after its budget still serves the pages that come after it.
    const rendering = rendered(render, app, version, url, options);
    const entry: KeptRender = { at: now(), region: withinBudget(rendering, app, version, url), done: false };
    rendering.then(
      (region) => {
        if (cache.get(key) !== entry) return;
        entry.region = Promise.resolve(region);
        entry.done = region !== null;
      },
      () => {},
    );
    cache.set(key, entry);
    return entry.region;
  }

  return { regionFor, size: () => cache.size };
}
