// Which server build responds for an address (docs/composition.md "Server rendering"): the live
// shell's (`shell/<version>/.server/render.mjs`: the route table, every page's default head, its own pages) and the
// live version of the remote that owns the route (`<folder>/<version>/.server/render.mjs`, read from
// the registry at each page), so a publish or a rollback changes the page, its head and its
// server render at the next request. Node keeps one module per file URL: versions never mix.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PublicRegistry, SHELL } from '@shop/release';
import type { RenderOptions, ServerBuildModule } from './build-module';
import type { RecordIncident } from './incidents';
/** Where the shell's server build sits in the deploy folder (build-preset/src/preset.mjs). */
export const shellBuildFile = (root: string) => join(root, 'shell', '.server', 'render.mjs');

/** A live version's server build: which application and version, the file, and its cache key. */
export interface BuildVersion {
  container: string;
  folder: string;
  version: string;
  file: string;
  key: string;
}

interface Loaded {
  module: ServerBuildModule | null;
  loading: Promise<ServerBuildModule | null>;
  warm: boolean;
  warming?: Promise<void>;
}

export interface ServerBuilds {
  shellVersion(registry: PublicRegistry | null | undefined): BuildVersion | null;
  live(container: string, registry: PublicRegistry | null | undefined): BuildVersion | null;
  canary(container: string, registry: PublicRegistry | null | undefined): BuildVersion | null;
  moduleOf(version: BuildVersion | null): Promise<ServerBuildModule | null>;
  renderOf(version: BuildVersion, warmUrl?: string, options?: RenderOptions): ServerBuildModule['render'] | null;
}

export function createServerBuilds({
  root,
  recordIncident,
  log = console,
}: {
  root: string;
  recordIncident: RecordIncident;
  log?: Pick<Console, 'error'>;
}): ServerBuilds {
  /** file (and modification time, for the shell's) → { module, loading, warm } */
  const modules = new Map<string, Loaded>();

  function load(file: string, key: string, app: string, version: string): Loaded {
    const kept = modules.get(key);
    if (kept) return kept;
    const entry: Loaded = { module: null, warm: false, loading: Promise.resolve(null) };
    modules.set(key, entry);
    entry.loading = import(`${pathToFileURL(file).href}?v=${encodeURIComponent(key)}`).then(
      (module: ServerBuildModule) => {
        entry.module = module;
        return module;
      },
      (error: Error) => {
        modules.delete(key);
        recordIncident({ app, version, url: file, reason: `its server build did not load: ${error.message}` });
        return null;
      },
    );
    return entry;
  }

  /**
   * The shell's build as a version: { container, folder, version, file, key }, or null when there
   * is none. The live shell's version folder holds it (`shell/<version>/.server/`, docs/release.md);
   * a deploy folder from before versioned shells has one build at a time (`shell/.server/`), loaded
   * afresh when it changes (its modification time).
   */
  function shellVersion(registry: PublicRegistry | null | undefined): BuildVersion | null {
    const live = registry?.shell?.live;
    if (typeof live === 'string' && live) {
      const file = join(root, SHELL, live, '.server', 'render.mjs');
      if (existsSync(file)) return { container: SHELL, folder: SHELL, version: live, file, key: file };
    }
    const file = shellBuildFile(root);
    if (!existsSync(file)) return null;
    const built = statSync(file).mtimeMs;
    return { container: SHELL, folder: SHELL, version: `build-${Math.round(built)}`, file, key: `${file} ${built}` };
  }

  /** A version of a remote, in the folder the registry names for it, or null when it has no server build. */
  function versionOf(container: string, folder: string | undefined, version: string | undefined): BuildVersion | null {
    if (!version || !folder) return null;
    const file = join(root, folder, version, '.server', 'render.mjs');
    return existsSync(file) ? { container, folder, version, file, key: file } : null;
  }

  /** The live version of a remote as the registry names it, or null. */
  function live(container: string, registry: PublicRegistry | null | undefined): BuildVersion | null {
    const record = registry?.remotes?.[container];
    return versionOf(container, record?.folder, record?.live);
  }

  /** The version a remote's canary runs, or null: the one likely to go live next. */
  function canary(container: string, registry: PublicRegistry | null | undefined): BuildVersion | null {
    const record = registry?.remotes?.[container];
    return versionOf(container, record?.folder, record?.canary?.version);
  }

  /** A version's build, loaded, or null (none, or it did not load). */
  async function moduleOf(version: BuildVersion | null): Promise<ServerBuildModule | null> {
    if (!version) return null;
    const entry = load(version.file, version.key, version.container, version.version);
    return entry.module ?? entry.loading;
  }

  /**
   * A live version's render, once its build has loaded and rendered once off any shopper's page
   * (a version's first render is the slow one), else null: it starts loading, and the page that
   * asked is rendered by the client.
   */
  function renderOf(version: BuildVersion, warmUrl = '/', options: RenderOptions = { apiUrl: '' }) {
    const entry = load(version.file, version.key, version.container, version.version);
    if (entry.warm) return entry.module?.render ?? null;
    if (!entry.warming) {
      entry.warming = entry.loading.then(async (module) => {
        if (!module?.render) return;
        await Promise.resolve(module.render(warmUrl, options)).catch((error: Error) => {
          log.error(`[ssr] ${version.container} ${version.version} warm-up: ${error?.message ?? error}`);
        });
        entry.warm = true;
      });
    }
    return null;
  }

  return { shellVersion, live, canary, moduleOf, renderOf };
}
