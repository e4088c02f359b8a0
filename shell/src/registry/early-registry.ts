import { ownerOf } from '../app/routes';

// The registry is asked for by the shell's first entry module, before bootstrap.tsx runs the rest
// of the shell; as soon as it answers, the route owner's first code (container, ./app) is
// preloaded, from the list the release tool keeps in the registry (or, for a registry written
// before it did, from the live manifest): the page's first requests no longer wait for the
// shell's code to run (`pnpm bench` saw them start ≈ 1 s after navigation at 4× CPU). The
// overlays start after the first page (applications.ts), so their code is not fetched here: it
// would compete with the page's. Only the route table is imported.

export const REGISTRY_URL = '/registry.json';

let early: Promise<Response> | null = null;

/** Starts the registry request once; `fetchRegistry` takes its answer. */
export function fetchRegistryEarly(): void {
  if (early || typeof fetch !== 'function') return;
  early = fetch(REGISTRY_URL, { cache: 'no-store' });
  early
    .then((response) => (response.ok ? response.clone().json() : null))
    .then(preloadLiveManifests)
    .catch(() => undefined); // the same failure reaches fetchRegistry, which reports it
}

/** The early request, once (null if none was started or it was taken). */
export function takeEarlyRegistry(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}

/** A hint only: the shell still validates the registry and picks versions (bad marks, overrides). */
function preloadLiveManifests(body: unknown): void {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return;
  const owner = `mf_${ownerOf(window.location.pathname)}`;
  const record = (remotes as Record<string, { folder?: unknown; live?: unknown; firstCode?: unknown } | undefined>)[owner];
  if (typeof record?.folder !== 'string' || typeof record.live !== 'string') return;
  if (!/^[\w.-]+$/.test(record.folder)) return;
  const base = `/${record.folder}/${encodeURIComponent(record.live)}/`;
  // The release tool writes the live version's first files into the registry (scripts/release.mjs
  // firstCode): no manifest to wait for. A registry written before it did: read the manifest.
  const listed = (record.firstCode as Record<string, FirstCode> | undefined)?.app;
  if (listed && Array.isArray(listed.js)) {
    preloadFiles(base, listed);
    return;
  }
  fetch(`${base}mf-manifest.json`)
    .then((response) => (response.ok ? response.json() : null))
    .then((manifest) => preloadCode(base, manifest as Manifest | null, ['app']))
    .catch(() => undefined);
}

interface FirstCode {
  js?: unknown;
  css?: unknown;
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
  preloadFiles(base, { js, css });
}

/** A hint per file; only plain names inside the version's folder (the registry is data). */
function preloadFiles(base: string, files: FirstCode): void {
  const hint = (file: unknown, as: 'script' | 'style') => {
    if (typeof file !== 'string' || !/^[\w./-]+$/.test(file) || file.includes('..')) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = base + file;
    document.head.append(link);
  };
  for (const file of Array.isArray(files.js) ? files.js : []) hint(file, 'script');
  for (const file of Array.isArray(files.css) ? files.css : []) hint(file, 'style');
}
