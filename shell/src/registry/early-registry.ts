// The registry is asked for by the entry chunk, while the bootstrap chunk (React, the chrome,
// the registry logic) is still downloading, and the live manifests are preloaded as soon as it
// answers: the remotes' first requests no longer wait for the shell's code to run (`pnpm bench`
// saw registry → manifests start ≈ 1 s after navigation at 4× CPU). Kept free of imports so the
// entry chunk stays small.

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
  for (const record of Object.values(remotes as Record<string, { folder?: unknown; live?: unknown }>)) {
    if (typeof record?.folder !== 'string' || typeof record.live !== 'string') continue;
    if (!/^[\w.-]+$/.test(record.folder)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // Matches the federation runtime's fetch of the manifest (CORS mode, same-origin credentials).
    link.crossOrigin = 'anonymous';
    link.href = `/${record.folder}/${encodeURIComponent(record.live)}/mf-manifest.json`;
    document.head.append(link);
  }
}
