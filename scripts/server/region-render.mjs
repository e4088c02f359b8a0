// Server rendering of the catalog's region (docs/composition.md "Server rendering"): the live
// version of mf-catalog renders the route's first view with its own server build
// (`<folder>/<version>/.server/render.mjs`, published with its client build), so a publish or a
// rollback changes what the server renders at the next request. A render that throws or passes
// its time budget leaves the region to the client and is recorded as an incident; the page
// always answers.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeAttribute, readRegistry, scriptJson } from './page-head.mjs';

/** The remote whose routes the server renders, as the registry names it. */
export const RENDERED_REMOTE = 'mf_catalog';
const SLOT_ID = `app-${RENDERED_REMOTE}`;
export const STATE_ID = `shop-ssr-state:${RENDERED_REMOTE}`;
/** Incidents beside the release health counts (hidden: never served). */
export const INCIDENT_FILE = '.server-render-incidents.jsonl';

export function createRegionRenderer({
  root,
  apiUrl,
  budgetMs = Number(process.env.SSR_BUDGET_MS ?? 100),
  cacheMs = Number(process.env.SSR_CACHE_MS ?? 3000),
  // How long past its window a render may still be served while a new one is made behind it: at
  // most a minute old in all, the age the spec lets a shopper's own browser keep unused data.
  staleMs = Number(process.env.SSR_STALE_MS ?? 57_000),
  now = () => Date.now(),
}) {
  /** Each version's render, loaded once; Node keeps a module per file URL, so versions never mix. */
  const modules = new Map();
  /** URL + live version → its render, for a few seconds (the provider is asked once per window). */
  const cache = new Map();

  function liveVersion(registry) {
    const record = registry?.remotes?.[RENDERED_REMOTE];
    return record?.live && record?.folder ? { folder: record.folder, version: record.live } : null;
  }

  /**
   * The version's render function once its module has loaded, else null (and it starts loading):
   * a version's first load (a few hundred ms, once per server) never holds a page up.
   */
  function renderOf({ folder, version }) {
    const file = join(root, folder, version, '.server', 'render.mjs');
    const known = modules.get(file);
    if (known) return known.render;
    if (!existsSync(file)) return null;
    const entry = { render: null };
    modules.set(file, entry);
    import(pathToFileURL(file).href).then(
      (module) => {
        // One render nobody waits for, so the first shopper's is not the cold one.
        module.render('/', { apiUrl }).then(
          () => {
            entry.render = module.render;
          },
          () => {
            entry.render = module.render;
          },
        );
      },
      (error) => {
        modules.delete(file);
        recordIncident({ version }, file, `its server build did not load: ${error.message}`);
      },
    );
    return null;
  }

  function recordIncident(live, url, reason) {
    const incident = { at: new Date(now()).toISOString(), remote: RENDERED_REMOTE, version: live.version, url, reason };
    console.error(`[ssr] ${RENDERED_REMOTE} ${live.version} ${url}: ${reason}; the client renders it`);
    try {
      appendFileSync(join(root, INCIDENT_FILE), `${JSON.stringify(incident)}\n`);
    } catch {
      // A read-only deploy folder: the console line above is the record.
    }
  }

  /** The render's region, or null when it throws or passes the budget (an incident either way). */
  async function withinBudget(rendering, live, url) {
    let timer;
    const overtime = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`over its ${budgetMs} ms budget`)), budgetMs);
    });
    try {
      return await Promise.race([rendering, overtime]);
    } catch (error) {
      recordIncident(live, url, error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Each version's stylesheets, read once. */
  const styleSheets = new Map();

  /**
   * The version's stylesheets (its manifest's CSS, a few KiB), with their text: the page carries
   * them, so the server's markup is styled on its first paint, without waiting for a request per
   * file on a slow phone network (issue 18; bench/README.md).
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

  /** Renders `url` with the live version's `render`: the region, or null (not a route it renders). */
  function rendered(render, live, url) {
    return Promise.resolve()
      .then(() => render(url, { apiUrl }))
      .then((region) =>
        region ? { ...region, version: live.version, styles: stylesFor(stylesOf(live), region.chunk) } : null,
      );
  }

  /**
   * The region's markup and state for this URL, or null (not a server-rendered route, or it
   * failed). A render is kept `cacheMs` per URL and version, so the provider is asked once per
   * window; past it, for up to `staleMs`, the kept render still answers at once while a new one is
   * made behind it, so a shopper never waits for a render, nor gets a client-rendered page because
   * one ran over its budget on a busy machine (bench/README.md "Server under load"). A release
   * changes the version, so it is never served from the previous one's renders.
   */
  async function regionFor(url, registry = readRegistry(root)) {
    const live = liveVersion(registry);
    if (!live) return null;
    const render = renderOf(live);
    if (!render) return null;
    const key = `${live.version} ${url}`;
    const kept = cache.get(key);
    const age = kept ? now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < cacheMs) return kept.region;
    if (kept?.done && age < cacheMs + staleMs) {
      if (!kept.refreshing) {
        kept.refreshing = true;
        rendered(render, live, url).then(
          (region) => {
            if (cache.get(key) === kept && region)
              cache.set(key, { at: now(), region: Promise.resolve(region), done: true });
            kept.refreshing = false;
          },
          (error) => {
            kept.refreshing = false;
            recordIncident(live, url, error instanceof Error ? error.message : String(error));
          },
        );
      }
      return kept.region;
    }
    // One render per URL and version at a time, whoever asks meanwhile shares it; a render that
    // ends after its budget still serves the pages that come after it.
    const rendering = rendered(render, live, url);
    const entry = { at: now(), region: withinBudget(rendering, live, url), done: false };
    rendering.then(
      (region) => {
        if (cache.get(key) !== entry) return;
        entry.region = Promise.resolve(region);
        entry.done = region !== null;
      },
      () => {},
    );
    if (cache.size > 500) cache.clear();
    cache.set(key, entry);
    return entry.region;
  }

  /** Loads the live version's render ahead of the first page (at start and after a release). */
  const warm = (registry = readRegistry(root)) => {
    const live = liveVersion(registry);
    if (live) renderOf(live);
  };

  return { regionFor, warm };
}

/**
 * The sheets a route's page needs: its own chunk's and those the routes share, not every route's
 * (a third of the page's bytes on a details page). Chunk files are named `<chunk>.<hash>.css`, and
 * shared ones, which have no name, `<number>.<hash>.css` (shared/build/preset.mjs). A render that
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
  const slot =
    `<div id="${SLOT_ID}" class="app-slot" data-app="${RENDERED_REMOTE}" data-version="${escapeAttribute(region.version)}"` +
    ` data-server-rendered="true">${region.html}</div>`;
  const state = `<script type="application/json" id="${STATE_ID}" nonce="${nonce}">${scriptJson(region.state)}</script>`;
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

/** The incidents recorded so far (newest last), for `pnpm release status` and the tests. */
export function readIncidents(root) {
  const file = join(root, INCIDENT_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
