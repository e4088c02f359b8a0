// A page of the storefront as the server sends it (docs/composition.md "Server rendering"): the
// shell's template, the head and the status the released builds give the address, the owner's
// server render in <main>, and a fresh nonce per response. Which build responds, what address a
// page is at, and whether it exists are the builds' to say (builds.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveRegistry, type PublicRegistry, type RegistrySource, SHELL } from '@shop/release';
import { LRUCache } from 'lru-cache';
import { type Preview, previewBadge, withPreview } from '../preview';
import type { PageAddress, PageHead, ServerBuildModule, ServerContext } from './build-module';
import { type BuildVersion, createServerBuilds } from './builds';
import { withAnnouncement, withOperator, withShellAfterFirstPaint } from './first-paint';
import { createIncidentLog } from './incidents';
import { inlineRegistryTag, RELEASE_TOKEN_SLOT, releaseTokenTag } from './page-head';
import { createProviderReader } from './provider';
import { withRegion } from './region-html';
import { createRegionRenderer, type RegionRenderer } from './region-render';
import { headTags, mergeHeads } from './seo';
import { createSiteFiles } from './site-files';

/** The shell's own stylesheet link in index.html (its one render-blocking request). */
const SHELL_STYLESHEET = /<link href="(\/shell\/assets\/[\w.-]+\.css)" rel="stylesheet">/g;
/** The template's own title, meta description/title and icon, replaced by the page's. */
const TEMPLATE_META = /<title>[\s\S]*?<\/title>|<meta name="?(?:description|title)"?[^>]*>/gi;
/**
 * Where the page's head goes: after the template's charset and viewport, which so stay in the
 * first 1,024 bytes (docs/design-choices.md "Search and share"); after <head> in a template without them.
 */
function withHead(html: string, tags: string): string {
  for (const place of [/<meta name="?viewport"?[^>]*>/i, /<meta charset="?[\w-]+"?\s*\/?>/i, /<head>/i]) {
    if (place.test(html)) return html.replace(place, (tag) => tag + tags);
  }
  return tags + html;
}
/** A page put together is reused this long (each response adds only its own nonce). */
const ASSEMBLED_MS = 1000;
/** The developer override's parameter (shell/src/registry/override.ts): the shell reads it, the server leaves it be. */
const OVERRIDE = 'override';

const mtimeOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** When each application's live version went live, from the registry's history. */
function liveSince(registry: PublicRegistry | null, shellBuilt: number | null): Record<string, string | undefined> {
  const since: Record<string, string | undefined> = {
    [SHELL]: shellBuilt ? new Date(shellBuilt).toISOString() : undefined,
  };
  for (const [name, record] of Object.entries(registry?.remotes ?? {})) {
    const steps = Array.isArray(record?.history) ? record.history : [];
    const step = steps.findLast?.((s) => s?.version === record.live && typeof s.at === 'string');
    since[name] = step?.at && !Number.isNaN(Date.parse(step.at)) ? step.at : undefined;
  }
  return since;
}

/** Which build responds to an address, and at what address. */
interface Found {
  shell: ServerBuildModule | null;
  shellVersion?: BuildVersion | null;
  app?: string;
  version?: BuildVersion | null;
  module?: ServerBuildModule | null;
  address: PageAddress;
}
/** What an address is: where it redirects, or what serves it. */
type Resolved = { redirect: string } | Found;

/** A page as sent: its status and its bytes around each nonce. */
export interface AssembledPage {
  status: number;
  parts: Buffer[];
}

export interface Pages {
  page(
    pathname: string,
    search: string,
    cookie?: string,
    preview?: Preview | null,
  ): Promise<AssembledPage | { redirect: string } | null>;
  withNonce(parts: Buffer[]): { nonce: string; body: Buffer };
  sitemap(): Promise<string>;
  robots(): Promise<string>;
  shareSvg(container: string, name: string): Promise<string | null>;
  warm(): Promise<void>;
  keepWarm(everyMs?: number): () => void;
  regions: RegionRenderer;
}

/**
 * `registry`: what is live (@shop/release registrySource), read for every page; `pageToken`: each
 * response's release token (@shop/release/service page tokens).
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
}: {
  root: string;
  apiUrl: string;
  origin: string;
  firebaseEmulator?: string | undefined;
  registry: RegistrySource;
  pageToken?: () => string;
  headExtras?: string;
  log?: Pick<Console, 'error'>;
}): Pages {
  const recordIncident = createIncidentLog({ root, log });
  const builds = createServerBuilds({ root, recordIncident, log });
  const shellBuild = async () => builds.moduleOf(builds.shellVersion((await registrySource.current()).registry));
  const read = createProviderReader({ apiUrl, contract: shellBuild, log });
  const regions = createRegionRenderer({ root, recordIncident });
  const renderOptions = { apiUrl, ...(firebaseEmulator ? { firebaseEmulator } : {}) };
  const shellSheets = new Map<string, string | null>();
  const assembled = new LRUCache<string, { at: number; page: Promise<AssembledPage> }>({ max: 500 });
  const NONCE_SLOT = `nonce-slot-${randomBytes(8).toString('hex')}`;

  /** The shell's stylesheets go into the page itself: a phone paints without a request first (bench/README.md). */
  function inlineShellStyles(html: string): string {
    return html.replace(SHELL_STYLESHEET, (link, href: string) => {
      if (!shellSheets.has(href)) {
        const file = join(root, href);
        shellSheets.set(href, existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
      }
      const css = shellSheets.get(href);
      return css == null ? link : `<style data-href="${href}">${css}</style>`;
    });
  }

  function context(registry: PublicRegistry | null): ServerContext {
    const shell = builds.shellVersion(registry);
    return { apiUrl, origin, now: Date.now(), read, liveSince: liveSince(registry, shell && mtimeOf(shell.file)) };
  }

  /**
   * What an address is: `{ redirect }` to the page's own address, or `{ app, version, module,
   * address }` (the application that owns it, its live version and build, the page's address).
   */
  async function resolve(pathname: string, search: string, registry: PublicRegistry | null): Promise<Resolved> {
    const shellVersion = builds.shellVersion(registry);
    const shell = await builds.moduleOf(shellVersion);
    if (!shell?.ownerOf) return { shell: null, address: { url: pathname, rendered: false } };
    if (pathname === '/index.html') return { redirect: '/' };
    const app = shell.ownerOf(pathname);
    const container = app.split(':')[0] ?? app;
    const version = container === SHELL ? shellVersion : builds.live(container, registry);
    const module = container === SHELL ? shell : await builds.moduleOf(version);
    const url = pathname + search;
    if (new URLSearchParams(search).has(OVERRIDE)) {
      // A team's local remote replaces the live one: the page is the client's to render.
      return { shell, shellVersion, app, version, module, address: { url: pathname, rendered: false } };
    }
    // A build from before addresses (only `render`) renders the URL as asked, as it used to.
    // The shell's addressOf covers every path (its not-found page included).
    const address =
      (module?.addressOf ? module.addressOf(url) : module?.render ? { url, rendered: true } : null) ??
      (shell.addressOf?.(url) as PageAddress);
    if (address.rendered && address.url !== url) return { redirect: address.url };
    return { shell, shellVersion, app, version, module, address };
  }

  /**
   * The page's head and status: the shell's defaults refined by the owner's build; 404 from either.
   * A build whose head throws is recorded and left out: the page still responds (the template's
   * own head when it is the shell's).
   */
  async function headOf(
    { shell, shellVersion, module, app, version, address }: Found,
    ctx: ServerContext,
  ): Promise<PageHead | null> {
    if (!shell) return null;
    const headBy = async (build: ServerBuildModule, name: string, at: BuildVersion | null | undefined) => {
      try {
        return (await build.head?.(address.url, ctx)) ?? null;
      } catch (error) {
        recordIncident({
          app: name,
          version: at?.version ?? '',
          url: address.url,
          reason: `head: ${(error as Error | null)?.message ?? error}`,
        });
        return null;
      }
    };
    const shellHead = await headBy(shell, SHELL, shellVersion);
    const ownerHead = module && module !== shell && module.head ? await headBy(module, app ?? '', version) : null;
    if (ownerHead?.status === 404) return shell.notFoundHead?.() ?? null;
    return shellHead ? mergeHeads(shellHead, ownerHead) : null;
  }

  /**
   * `preview`: a preview link's (../preview.ts), or null: its pages carry its badge
   * and no release token, so nothing loaded in a preview is counted in release health.
   */
  async function assemble(
    template: string,
    found: Found,
    registry: PublicRegistry | null,
    clientOnly: boolean,
    preview: Preview | null,
  ): Promise<AssembledPage> {
    const ctx = context(registry);
    const head = found.shell ? await headOf(found, ctx) : null;
    const renderable = !clientOnly && found.shell && found.address.rendered && found.version;
    const render =
      renderable && found.version ? builds.renderOf(found.version, found.address.url, renderOptions) : null;
    const [region, page] = await Promise.all([
      render && found.version
        ? regions.regionFor(found.app ?? '', found.version, render, found.address.url, renderOptions)
        : null,
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
   * (../preview.ts `fromCookie`), or null: its remote's version replaces the live one, for this page
   * only, and its pages are kept apart from everyone else's.
   */
  async function page(pathname: string, search: string, cookie = '', preview: Preview | null = null) {
    const template = join(root, 'index.html');
    if (!existsSync(template)) return null;
    const live = await registrySource.current();
    warmFor(live);
    const registry = preview ? withPreview(live.registry, preview) : live.registry;
    const found = await resolve(pathname, search, registry);
    if ('redirect' in found) return { redirect: found.redirect };
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
  function withNonce(parts: Buffer[]) {
    const nonce = randomBytes(16).toString('base64');
    const nonceBytes = Buffer.from(nonce);
    // The page's own release token in the page's first bytes.
    const first = Buffer.from((parts[0] ?? Buffer.alloc(0)).toString().replace(RELEASE_TOKEN_SLOT, pageToken()));
    return { nonce, body: Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [first] : [nonceBytes, part]))) };
  }

  /** The registry's key whose live versions were last loaded and warmed. */
  let warmedKey: string | null = null;

  /**
   * Loads and warms every live version's build once per registry key: at start, and whenever the
   * registry changes, so the first shopper after a publish or a rollback gets a rendered page, not
   * the client's while the new build loads (bench/README.md "Warm before the first shopper"). A
   * canary's version too: it is the one a promotion makes live, and then it is warm already.
   */
  function warmFor(live: LiveRegistry) {
    if (live.key === warmedKey) return;
    warmedKey = live.key;
    const { registry } = live;
    const shell = builds.shellVersion(registry);
    if (shell) builds.renderOf(shell, '/__not-found', renderOptions);
    for (const name of Object.keys(registry?.remotes ?? {})) {
      for (const version of [builds.live(name, registry), builds.canary(name, registry)]) {
        if (version) builds.renderOf(version, '/', renderOptions);
      }
    }
  }

  /** Loads the live versions' builds ahead of the first page (at start). */
  async function warm() {
    warmFor(await registrySource.current());
  }

  /**
   * Reads the registry every `everyMs` and warms what went live, before any shopper asks for it
   * (a version's build takes longer to load than a page's render budget). Returns the stop.
   */
  function keepWarm(everyMs = 1000) {
    const timer = setInterval(() => {
      warm().catch((error: Error) => log.error(`[ssr] warm-up: ${error?.message ?? error}`));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  const site = createSiteFiles({ registry: registrySource, builds, shellBuild, context, origin });
  return { page, withNonce, ...site, warm, keepWarm, regions };
}
