import { nextTask } from '../app/next-task';
import { ownerOf } from '../app/routes';
import { canaryFor, releaseBucket } from './release-bucket';

// The registry is read by the shell's first entry module, before bootstrap.tsx runs the rest of
// the shell, and the route owner's first code (its container, ./app and router) is preloaded in
// one wave, from the list the release tool keeps in the registry (or, for a registry written
// before it did, from the live manifest). Without it the federation runtime fetches them one
// after another: container, module, router, each a round trip
// (`BENCH_LATENCY_MS=40 pnpm bench`). The overlays start after the first page (applications.ts),
// so their code is not fetched here: it would compete with the page's. Only the route table is
// imported.
//
// The host page carries the registry (storefront-server/src/app.ts writes it into index.html as
// <script type="application/json" id="shop-registry">), so the hints go in from the task right
// after the shell's first script, and nothing waits for a round trip. A fetched registry's response
// is only read once that script has finished and the tasks queued behind it have run: the hints
// went in ≈ 420 ms later at 4x CPU (measured). A host that does not inline it (the dev server,
// a plain static host): the registry is fetched, as before.

export const REGISTRY_URL = '/registry.json';
/** The id of the registry's copy in index.html (written by storefront-server/src/pages/page-head.ts `inlineRegistryTag`). */
export const INLINE_REGISTRY_ID = 'shop-registry';

let early: Promise<unknown> | null = null;

/** The registry's body, or a rejection saying why it could not be read. */
export async function requestRegistry(url = REGISTRY_URL): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry responded ${response.status}`);
  return response.json();
}

/** The copy the host page carries; undefined when it has none or it is not JSON. */
function inlineRegistry(): unknown {
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the registry once (the page's copy, else a request); `takeEarlyRegistry` takes it. */
export function fetchRegistryEarly(): void {
  if (early) return;
  const inline = inlineRegistry();
  if (inline !== undefined) {
    // The hints go in from the next task: putting a preload in the page costs a few milliseconds a
    // file on a phone, and this task already starts the federation runtime (bench/README.md "The
    // shell's start a group a task").
    early = nextTask().then(() => withHints(inline));
    return;
  }
  if (typeof fetch !== 'function') return;
  // The shell gets the response once the hints are in the page: its federation runtime then finds
  // the container already on its way instead of asking for it a second time.
  early = requestRegistry().then(withHints);
  // Handled by whoever takes it; not an unhandled rejection in the meantime.
  early.catch(() => undefined);
}

/** Preloads what the body asks for and passes it on; never throws (this runs before the shell). */
function withHints(body: unknown): unknown {
  try {
    preloadLiveManifests(body);
  } catch {
    // A hint only: a bad body reaches fetchRegistry, which reports it.
  }
  return body;
}

/** The early read's body (or its failure), once; null if none was started or it was taken. */
export function takeEarlyRegistry(): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken;
}

/** A hint only: the shell still validates the registry and picks versions (bad marks, overrides). */
function preloadLiveManifests(body: unknown): void {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return;
  const owner = `mf_${ownerOf(window.location.pathname)}`;
  const record = (remotes as Record<string, unknown>)[owner] as RecordHints | undefined;
  if (typeof record?.folder !== 'string' || typeof record.live !== 'string') return;
  if (!/^[\w.-]+$/.test(record.folder)) return;
  // This browser's canary, if it is in one: the version the shell will choose (registry.ts).
  const canary = canaryFor(record as Parameters<typeof canaryFor>[0], releaseBucket(owner));
  const version = canary?.version ?? record.live;
  const base = `/${record.folder}/${encodeURIComponent(version)}/`;
  if (hintFirstCode(record, version, 'preload')) return;
  // A registry written before the release tool listed the first files: read the manifest.
  fetch(`${base}mf-manifest.json`)
    .then((response) => (response.ok ? response.json() : null))
    .then((manifest) => preloadCode(base, manifest as Manifest | null, ['app']))
    .catch(() => undefined);
}

/** What the hints read of a registry record (data: every field is checked before use). */
interface RecordHints {
  folder?: unknown;
  live?: unknown;
  firstCode?: unknown;
  canary?: { version?: unknown; firstCode?: unknown };
}

/**
 * Hints for the first files of a version (its container, ./app and router), from the
 * list the release tool writes into the registry (release/src/commands/build-check.ts firstCodeOf):
 * no manifest to wait for. False when the registry lists none for that version.
 */
export function hintFirstCode(record: RecordHints, version: string, rel: 'preload' | 'prefetch'): boolean {
  if (typeof record.folder !== 'string' || !/^[\w.-]+$/.test(record.folder)) return false;
  const firstCode =
    record.canary?.version === version
      ? record.canary.firstCode
      : record.live === version
        ? record.firstCode
        : undefined;
  const listed = (firstCode as Record<string, FirstCode> | undefined)?.app;
  if (!listed || !Array.isArray(listed.js)) return false;
  // A prefetch is for a remote a later page shows beside this page's: the singletons its list
  // carries for when it is a page's first remote are already here, so they are left out.
  const skip = new Set(rel === 'prefetch' && Array.isArray(listed.firstRemoteOnly) ? listed.firstRemoteOnly : []);
  const files = {
    js: listed.js.filter((file) => !skip.has(file)),
    css: Array.isArray(listed.css) ? listed.css.filter((file) => !skip.has(file)) : [],
  };
  preloadFiles(`/${record.folder}/${encodeURIComponent(version)}/`, files, rel);
  return true;
}

interface FirstCode {
  js?: unknown;
  css?: unknown;
  /** Files only the page's first remote needs (the singletons it brings). */
  firstRemoteOnly?: unknown;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The container and the first chunks of the wanted exposes, fetched now, run when asked for. */
function preloadCode(base: string, manifest: Manifest | null, wanted: string[]): void {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return;
  const js = [`${entry.path ?? ''}${entry.name}`];
  const css: string[] = [];
  for (const expose of manifest?.exposes ?? []) {
    if (!wanted.includes(expose.name ?? '')) continue;
    js.push(...(expose.assets?.js?.sync ?? []));
    css.push(...(expose.assets?.css?.sync ?? []));
  }
  preloadFiles(base, { js, css }, 'preload');
}

/**
 * A hint per file; only plain names inside the version's folder (the registry is data).
 * `preload`: this page's code; `prefetch`: a later page's, fetched at low priority, nothing run.
 */
function preloadFiles(base: string, files: FirstCode, rel: 'preload' | 'prefetch'): void {
  const hint = (file: unknown, as: 'script' | 'style') => {
    if (typeof file !== 'string' || !/^[\w./-]+$/.test(file) || file.includes('..')) return;
    const link = document.createElement('link');
    link.rel = rel;
    // `as` belongs to preload only (HTML: a prefetch with it is invalid markup); a prefetch goes to
    // the HTTP cache, where the later request finds it whatever its kind.
    if (rel === 'preload') link.as = as;
    link.href = base + file;
    document.head.append(link);
  };
  for (const file of Array.isArray(files.js) ? files.js : []) hint(file, 'script');
  for (const file of Array.isArray(files.css) ? files.css : []) hint(file, 'style');
}
