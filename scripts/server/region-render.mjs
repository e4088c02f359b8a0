// Server rendering of an application's region (docs/composition.md "Server rendering"): the live
// version of the application that owns the route renders its first view with its own server
// build (scripts/server/builds.mjs), so a publish or a rollback changes what the server renders at
// the next request. A render that throws or passes its time budget leaves the region to the client
// and is recorded as an incident; the page always answers.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { LRUCache } from 'lru-cache';
import { INCIDENT_FILE, readIncidents } from './incidents.mjs';
import { escapeAttribute, scriptJson } from './page-head.mjs';

export { INCIDENT_FILE, readIncidents };

/** How many renders the server keeps (URL × version): the least recently used goes first. */
export const KEPT_RENDERS = 500;

const slotId = (app) => `app-${app.replace(/[^a-z0-9_-]/gi, '-')}`;
export const stateId = (app) => `shop-ssr-state:${app}`;

/**
 * @param {object} options
 * @param {string} options.root the deploy folder
 * @param {(incident: object) => void} options.recordIncident
 */
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
}) {
  /**
   * `<app> <version> <address>` → its render, kept a few seconds (the provider is asked once per
   * window). Evicts one entry at a time, the least recently used, never the whole cache (issue 30).
   * The address is the page's own (scripts/serve.mjs redirects any other query to it), so a
   * stranger's made-up query parameters never make renders.
   */
  const cache = new LRUCache({ max: keep });

  const incident = (app, version, url, error) =>
    recordIncident({
      app,
      version: version.version,
      url,
      reason: error instanceof Error ? error.message : String(error),
    });

  /** The render's region, or null when it throws or passes the budget (an incident either way). */
  async function withinBudget(rendering, app, version, url) {
    let timer;
    const overtime = new Promise((_, reject) => {
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
  const styleSheets = new LRUCache({ max: 50 });

  /**
   * A remote version's stylesheets (its manifest's CSS, a few KiB), with their text: the page
   * carries them, so the server's markup is styled on its first paint, without waiting for a
   * request per file on a slow phone network (issue 18; bench/README.md). The shell's are in the
   * page already (scripts/serve.mjs).
   */
  function stylesOf({ folder, version }) {
    const key = `${folder}/${version}`;
    if (styleSheets.has(key)) return styleSheets.get(key);
    let styles = [];
    try {
      const dir = join(root, folder, version);
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
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
  function rendered(render, app, version, url, options) {
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
   * window; past it, for up to `staleMs`, the kept render still answers at once while a new one is
   * made behind it, so a shopper never waits for a render, nor gets a client-rendered page because
   * one ran over its budget on a busy machine (bench/README.md "Server under load"). A release
   * changes the version, so it is never served from the previous one's renders.
   *
   * @param {string} app the single-spa application (`mf_catalog`, `shell:legal-terms`)
   * @param {{ container: string, folder: string, version: string }} version its live version
   * @param {Function} render that version's render
   * @param {string} url the page's own address
   */
  async function regionFor(app, version, render, url, options = {}) {
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
    const entry = { at: now(), region: withinBudget(rendering, app, version, url), done: false };
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

/**
 * The sheets a route's page needs: its own chunk's and those the routes share, not every route's
 * (a third of the page's bytes on a details page). Chunk files are named `<chunk>.<hash>.css`, and
 * shared ones, which have no name, `<number>.<hash>.css` (build-preset/src/preset.mjs). A render that
 * names no chunk (a version from before it did) gets them all.
 */
export function stylesFor(styles, chunk) {
  if (typeof chunk !== 'string' || !/^[\w-]+$/.test(chunk)) return styles;
  const base = (href) => href.slice(href.lastIndexOf('/') + 1);
  return styles.filter(({ href }) => base(href).startsWith(`${chunk}.`) || /^\d+\./.test(base(href)));
}

/** The page with the rendered region in <main> and its state beside it. */
export function withRegion(html, region, nonce) {
  if (!region) return html;
  // A remote's region names its version: a browser that loads another (a canary) drops the markup
  // (shell/src/app/applications.ts `slot`). The shell's own pages have no version of their own.
  const version = region.container === 'shell' ? '' : ` data-version="${escapeAttribute(region.version)}"`;
  const slot =
    `<div id="${slotId(region.app)}" class="app-slot" data-app="${escapeAttribute(region.app)}"${version}` +
    ` data-server-rendered="true">${region.html}</div>`;
  const state = `<script type="application/json" id="${escapeAttribute(stateId(region.app))}" nonce="${nonce}">${scriptJson(region.state)}</script>`;
  // Each sheet's text inline, and beside it a disabled link to the same file, which the browser
  // does not fetch: the remote's chunk loader looks for a stylesheet link with that address
  // before it asks for one, so it finds it and asks for nothing.
  const styles = region.styles
    .map(
      ({ href, css }) =>
        `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>` +
        `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`,
    )
    .join('');
  return html
    .replace(/<\/head>/i, (end) => styles + end)
    .replace(/(<main id="main-region"[^>]*>)(<\/main>)/, (_, open, close) => open + slot + close + state);
}
