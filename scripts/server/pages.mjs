// A page of the storefront as the server sends it (docs/composition.md "Server rendering"): the
// shell's template, the head and the status the released builds give the address, the owner's
// server render in <main>, and a fresh nonce per response. Which build answers, what address a
// page is at, and whether it exists are the builds' to say (scripts/server/builds.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { createServerBuilds, SHELL } from './builds.mjs';
import { withAnnouncement, withOperator, withShellAfterFirstPaint } from './first-paint.mjs';
import { createIncidentLog } from './incidents.mjs';
import { inlineRegistryTag, RELEASE_TOKEN_SLOT, releaseTokenTag } from './page-head.mjs';
import { previewBadge, withPreview } from './preview.mjs';
import { createProviderReader } from './provider.mjs';
import { createRegionRenderer, withRegion } from './region-render.mjs';
import { headTags, mergeHeads, sitemapXml } from './seo.mjs';

/** The shell's own stylesheet link in index.html (its one render-blocking request). */
const SHELL_STYLESHEET = /<link href="(\/shell\/assets\/[\w.-]+\.css)" rel="stylesheet">/g;
/** The template's own title, meta description/title and icon, replaced by the page's. */
const TEMPLATE_META = /<title>[\s\S]*?<\/title>|<meta name="?(?:description|title)"?[^>]*>/gi;
/**
 * Where the page's head goes: after the template's charset and viewport, which so stay in the
 * first 1,024 bytes (issue 29); after <head> in a template without them.
 */
function withHead(html, tags) {
  for (const place of [/<meta name="?viewport"?[^>]*>/i, /<meta charset="?[\w-]+"?\s*\/?>/i, /<head>/i]) {
    if (place.test(html)) return html.replace(place, (tag) => tag + tags);
  }
  return tags + html;
}
/** A page put together is reused this long (each response adds only its own nonce). */
const ASSEMBLED_MS = 1000;
/** The developer override's parameter (shell/src/registry/override.ts): the shell reads it, the server leaves it be. */
const OVERRIDE = 'override';

const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** When each application's live version went live, from the registry's history. */
function liveSince(registry, shellBuilt) {
  const since = { [SHELL]: shellBuilt ? new Date(shellBuilt).toISOString() : undefined };
  for (const [name, record] of Object.entries(registry?.remotes ?? {})) {
    const steps = Array.isArray(record?.history) ? record.history : [];
    const step = steps.findLast?.((s) => s?.version === record.live && typeof s.at === 'string');
    since[name] = step && !Number.isNaN(Date.parse(step.at)) ? step.at : undefined;
  }
  return since;
}

/**
 * @param {object} o
 * @param {{ current(): { registry: object | null, key: string } | Promise<{ registry: object | null, key: string }> }} o.registry
 *   what is live (scripts/release/registry-source.mjs), read for every page
 * @param {() => string} [o.pageToken] each response's release token (scripts/release/page-token.mjs)
 */
export function createPages({
  root,
  apiUrl,
  origin,
  firebaseEmulator,
  registry: registrySource,
  pageToken = () => '',
  headExtras = '',
  log = console,
}) {
  const recordIncident = createIncidentLog({ root, log });
  const builds = createServerBuilds({ root, recordIncident, log });
  const shellBuild = async () => builds.moduleOf(builds.shellVersion((await registrySource.current()).registry));
  const read = createProviderReader({ apiUrl, contract: shellBuild, log });
  const regions = createRegionRenderer({ root, recordIncident });
  const renderOptions = { apiUrl, ...(firebaseEmulator ? { firebaseEmulator } : {}) };
  const shellSheets = new Map();
  const assembled = new LRUCache({ max: 500 });
  const NONCE_SLOT = `nonce-slot-${randomBytes(8).toString('hex')}`;

  /** The shell's stylesheets go into the page itself: a phone paints without a request first (issue 18). */
  function inlineShellStyles(html) {
    return html.replace(SHELL_STYLESHEET, (link, href) => {
      if (!shellSheets.has(href)) {
        const file = join(root, href);
        shellSheets.set(href, existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
      }
      const css = shellSheets.get(href);
      return css === null ? link : `<style data-href="${href}">${css}</style>`;
    });
  }

  function context(registry) {
    const shell = builds.shellVersion(registry);
    return { apiUrl, origin, now: Date.now(), read, liveSince: liveSince(registry, shell && mtimeOf(shell.file)) };
  }

  /**
   * What an address is: `{ redirect }` to the page's own address, or `{ app, version, module,
   * address }` (the application that owns it, its live version and build, the page's address).
   */
  async function resolve(pathname, search, registry) {
    const shellVersion = builds.shellVersion(registry);
    const shell = await builds.moduleOf(shellVersion);
    if (!shell?.ownerOf) return { shell: null, address: { url: pathname, rendered: false } };
    if (pathname === '/index.html') return { redirect: '/' };
    const app = shell.ownerOf(pathname);
    const container = app.split(':')[0];
    const version = container === SHELL ? shellVersion : builds.live(container, registry);
    const module = container === SHELL ? shell : await builds.moduleOf(version);
    const url = pathname + search;
    if (new URLSearchParams(search).has(OVERRIDE)) {
      // A team's local remote replaces the live one: the page is the client's to render.
      return { shell, shellVersion, app, version, module, address: { url: pathname, rendered: false } };
    }
    // A build from before addresses (only `render`) renders the URL as asked, as it used to.
    const address =
      (module?.addressOf ? module.addressOf(url) : module?.render ? { url, rendered: true } : null) ??
      shell.addressOf(url);
    if (address.rendered && address.url !== url) return { redirect: address.url };
    return { shell, shellVersion, app, version, module, address };
  }

  /**
   * The page's head and status: the shell's defaults refined by the owner's build; 404 from either.
   * A build whose head throws is recorded and left out: the page still answers (the template's
   * own head when it is the shell's).
   */
  async function headOf({ shell, shellVersion, module, app, version, address }, ctx) {
    const headBy = async (build, name, at) => {
      try {
        return await build.head(address.url, ctx);
      } catch (error) {
        recordIncident({
          app: name,
          version: at?.version ?? '',
          url: address.url,
          reason: `head: ${error?.message ?? error}`,
        });
        return null;
      }
    };
    const shellHead = await headBy(shell, SHELL, shellVersion);
    const ownerHead = module && module !== shell && module.head ? await headBy(module, app, version) : null;
    if (ownerHead?.status === 404) return shell.notFoundHead();
    return shellHead ? mergeHeads(shellHead, ownerHead) : null;
  }

  /**
   * `preview`: a preview link's (scripts/server/preview.mjs), or null: its pages carry its badge
   * and no release token, so nothing loaded in a preview is counted in release health.
   */
  async function assemble(template, found, registry, clientOnly, preview) {
    const ctx = context(registry);
    const head = found.shell ? await headOf(found, ctx) : null;
    const renderable = !clientOnly && found.shell && found.address.rendered && found.version;
    const render = renderable ? builds.renderOf(found.version, found.address.url, renderOptions) : null;
    const [region, page] = await Promise.all([
      render ? regions.regionFor(found.app, found.version, render, found.address.url, renderOptions) : null,
      withAnnouncement(inlineShellStyles(readFileSync(template, 'utf8')), read).then((html) =>
        withOperator(html, read),
      ),
    ]);
    const tags = head ? headTags(head, origin) : '';
    const top = tags + headExtras + (preview ? '' : releaseTokenTag()) + inlineRegistryTag(registry);
    const html = withRegion(
      withHead(
        (region ? withShellAfterFirstPaint(page) : page)
          .replace(/<script\b/g, `<script nonce="${NONCE_SLOT}"`)
          .replace(TEMPLATE_META, (tag) => (head ? '' : tag)),
        top,
      ).replace(/<body>/i, (tag) => (preview ? tag + previewBadge(preview) : tag)),
      region,
      NONCE_SLOT,
    );
    return { status: head?.status ?? 200, parts: html.split(NONCE_SLOT).map((part) => Buffer.from(part)) };
  }

  /**
   * The page for a path and query: `{ status, parts }` (the bytes around each nonce), `{ redirect }`,
   * or null when the storefront is not built. `shop-render=client` in the cookie asks for the page
   * without the server's render (tests, comparisons). `preview`: the browser's preview
   * (scripts/server/preview.mjs `fromCookie`), or null: its remote's version replaces the live one,
   * for this page only, and its pages are kept apart from everyone else's.
   */
  async function page(pathname, search, cookie = '', preview = null) {
    const template = join(root, 'index.html');
    if (!existsSync(template)) return null;
    const live = await registrySource.current();
    const registry = preview ? withPreview(live.registry, preview) : live.registry;
    const found = await resolve(pathname, search, registry);
    if (found.redirect) return { redirect: found.redirect };
    const clientOnly = /(?:^|;\s*)shop-render=client(?:;|$)/.test(cookie);
    const key = [
      clientOnly,
      mtimeOf(template),
      live.key,
      preview?.key ?? '',
      found.version?.key ?? '',
      found.address.url,
    ].join(' ');
    let kept = assembled.get(key);
    if (!kept || Date.now() - kept.at >= ASSEMBLED_MS) {
      const entry = { at: Date.now(), page: assemble(template, found, registry, clientOnly, preview) };
      // A page that could not be put together is tried afresh by the next request.
      entry.page.catch(() => assembled.get(key) === entry && assembled.delete(key));
      assembled.set(key, entry);
      kept = entry;
    }
    return kept.page;
  }

  /** The bytes of a page with this response's nonce in each place. */
  function withNonce(parts) {
    const nonce = randomBytes(16).toString('base64');
    const nonceBytes = Buffer.from(nonce);
    // The page's own release token in the page's first bytes.
    const first = Buffer.from(parts[0].toString().replace(RELEASE_TOKEN_SLOT, pageToken()));
    return { nonce, body: Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [first] : [nonceBytes, part]))) };
  }

  /** sitemap.xml from every build that lists pages: the shell's and each live remote's. */
  async function sitemap() {
    const { registry } = await registrySource.current();
    const ctx = context(registry);
    const shell = await shellBuild();
    const remotes = await Promise.all(
      Object.keys(registry?.remotes ?? {}).map((name) => builds.moduleOf(builds.live(name, registry))),
    );
    const lists = await Promise.all(
      [shell, ...remotes].filter((m) => typeof m?.sitemap === 'function').map((m) => m.sitemap(ctx).catch(() => [])),
    );
    return sitemapXml(lists.flat(), origin);
  }

  async function robots() {
    const shell = await shellBuild();
    return shell?.robots ? shell.robots(origin) : `User-agent: *\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  /** The SVG of a share image and the address it is at now, or null. */
  async function shareSvg(container, name) {
    const { registry } = await registrySource.current();
    const version = container === SHELL ? builds.shellVersion(registry) : builds.live(container, registry);
    const module = await builds.moduleOf(version);
    if (typeof module?.shareImage !== 'function') return null;
    return module.shareImage(name, context(registry));
  }

  /** Loads the live versions' builds ahead of the first page (at start). */
  async function warm() {
    const { registry } = await registrySource.current();
    const shell = builds.shellVersion(registry);
    if (shell) builds.renderOf(shell, '/__not-found', renderOptions);
    for (const name of Object.keys(registry?.remotes ?? {})) {
      const version = builds.live(name, registry);
      if (version) builds.renderOf(version, '/', renderOptions);
    }
  }

  return { page, withNonce, sitemap, robots, shareSvg, warm, regions };
}
