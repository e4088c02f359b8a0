// Whether a built version may go live next to the live shell, and the first files it needs.
// Pure: the manifests in, a verdict out (unit-tested); apply.ts reads them from the deploy store.
import { LOADED_BY_FIRST_REMOTE } from '@shop/build-preset/singletons';
import semver from 'semver';
import { refuse } from '../refusal';
import { containerOf } from '../targets';
import type { FirstCode } from '../types';

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** What the release reads of a build's mf-manifest.json (Module Federation's manifest). */
export interface FederationManifest {
  name?: string;
  metaData?: { pluginVersion?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; version?: string; requiredVersion?: string; assets?: Assets }[];
  exposes?: { name: string; assets?: Assets }[];
}

/** npm's range rules (`^0.2.0` allows 0.2.x only); a version or range it cannot read is not checked. */
export function satisfies(version: string | undefined, range: string | undefined): boolean {
  if (!semver.valid(version) || !semver.validRange(range)) return true;
  return semver.satisfies(version as string, range as string);
}

const majorMinor = (version: string) => String(version).split('.').slice(0, 2).join('.');

/** Why `manifest` cannot run next to the live shell's, or null when it can. */
export function incompatibility(
  label: string,
  manifest: FederationManifest,
  shellManifest: FederationManifest | null | undefined,
): string | null {
  // Production remotes run on the federation runtime the shell provides (one per page), so
  // they must be built with the same major.minor of the federation plugin.
  const theirRuntime = manifest.metaData?.pluginVersion;
  const shellRuntime = shellManifest?.metaData?.pluginVersion;
  if (theirRuntime && shellRuntime && majorMinor(theirRuntime) !== majorMinor(shellRuntime)) {
    return `${label} was built with federation ${theirRuntime}; the live shell provides ${shellRuntime}`;
  }
  for (const dep of shellManifest?.shared ?? []) {
    const theirs = manifest.shared?.find((s) => s.name === dep.name);
    if (!theirs) continue;
    if (theirs.requiredVersion && !satisfies(dep.version, theirs.requiredVersion)) {
      return `${label} needs ${dep.name}@${theirs.requiredVersion} but the live shell provides ${dep.version}`;
    }
    // A singleton resolves to the highest version on the page, so an older copy a remote brings is
    // never the one used (an N-1 built on an earlier minor of the contract); a newer one would be.
    const wouldWin =
      !semver.valid(theirs.version) ||
      !semver.valid(dep.version) ||
      semver.gt(theirs.version as string, dep.version as string);
    if (dep.requiredVersion && wouldWin && !satisfies(theirs.version, dep.requiredVersion)) {
      return `${label} brings ${dep.name}@${theirs.version}, outside the shell's ${dep.requiredVersion}`;
    }
  }
  return null;
}

/**
 * The files a page needs first from this version, per exposed module: the container, the module's
 * first chunks and the remote's copy of the singletons the shell does not bundle (the first remote
 * on a page brings them), from its manifest. The registry carries them for the live version and
 * any canary, so the shell's entry chunk preloads them in one wave as soon as it reads the
 * registry, instead of one round trip after another (manifest, container, module, router).
 */
export function firstCodeOf(manifest: FederationManifest | null | undefined): FirstCode {
  const entry = manifest?.metaData?.remoteEntry;
  if (!manifest || !entry?.name) return {};
  const brought = (manifest.shared ?? []).filter((s) => LOADED_BY_FIRST_REMOTE.includes(s.name));
  const out: FirstCode = {};
  for (const expose of manifest.exposes ?? []) {
    const js = [`${entry.path ?? ''}${entry.name}`, ...(expose.assets?.js?.sync ?? [])];
    const css = [...(expose.assets?.css?.sync ?? [])];
    const own = new Set([...js, ...css]);
    for (const shared of brought) {
      js.push(...(shared.assets?.js?.sync ?? []));
      css.push(...(shared.assets?.css?.sync ?? []));
    }
    // The singletons' files are used only when this remote is the page's first: the shell's
    // idle prefetch of a remote the page does not show leaves them out (shell/src/app/preload.ts).
    const firstRemoteOnly = [...new Set([...js, ...css])].filter((file) => !own.has(file));
    out[expose.name] = {
      js: [...new Set(js)],
      css: [...new Set(css)],
      ...(firstRemoteOnly.length > 0 ? { firstRemoteOnly } : {}),
    };
  }
  return out;
}

function parseManifest(text: string, label: string): FederationManifest | null {
  try {
    return JSON.parse(text) as FederationManifest | null;
  } catch {
    return refuse(`${label}: mf-manifest.json does not parse`);
  }
}

/**
 * The build must exist, parse, name its container and fit the live shell; returns its first files.
 * `manifestText`: the version's mf-manifest.json as read from `where` (null when missing);
 * `shellManifest`: the live shell's, parsed (null when there is none to check against).
 */
export function checkManifest({
  folder,
  version,
  manifestText,
  shellManifest,
  where,
}: {
  folder: string;
  version: string;
  manifestText: string | null;
  shellManifest: FederationManifest | null;
  where: string;
}): FirstCode {
  if (manifestText === null)
    refuse(`${folder} ${version} is not built: ${folder}/${version}/mf-manifest.json is missing in ${where}`);
  const manifest = parseManifest(manifestText, `${folder} ${version}`);
  if (manifest?.name !== containerOf(folder)) refuse(`${folder} ${version}: manifest names "${manifest?.name}"`);
  const problem = incompatibility(`${folder} ${version}`, manifest, shellManifest);
  if (problem) refuse(problem);
  return firstCodeOf(manifest);
}

/**
 * A shell build must exist, parse, be the shell, and provide what every remote served next to it
 * needs (`remotes`: [{ label, manifest }], their live and canary versions' manifests).
 */
export function checkShell({
  version,
  manifestText,
  remotes,
  where,
}: {
  version: string;
  manifestText: string | null;
  remotes: { label: string; manifest: FederationManifest }[];
  where: string;
}): null {
  if (manifestText === null)
    refuse(`shell ${version} is not built: shell/${version}/mf-manifest.json is missing in ${where}`);
  const manifest = parseManifest(manifestText, `shell ${version}`);
  if (manifest?.name !== 'shell') refuse(`shell ${version}: manifest names "${manifest?.name}"`);
  for (const { label, manifest: theirs } of remotes) {
    const problem = incompatibility(label, theirs, manifest);
    if (problem) refuse(`shell ${version} cannot serve ${label}: ${problem}`);
  }
  return null;
}
