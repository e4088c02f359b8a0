// Stands in for shell/src/registry/registry.ts in the monolith build: no registry to fetch, no
// federation to register with. Every remote is "chosen" at the one version compiled in, so the
// shell's own code (bootstrap, applications, chrome) runs unchanged.

// Type-only: the shapes stay the shell's own, so the stand-in cannot drift from them.
import type { ChosenRemote, Registry, RemoteRecord } from '../../shell/src/registry/registry';

export type { ChosenRemote, Registry, RemoteRecord, RemoteRelease } from '../../shell/src/registry/registry';

const BUILT_IN = 'monolith';
const NAMES = ['mf_catalog', 'mf_basket', 'mf_account', 'mf_engagement'];

export async function fetchRegistry(): Promise<Registry | null> {
  const remotes: Record<string, RemoteRecord> = {};
  for (const name of NAMES) remotes[name] = { folder: name.replace(/_/g, '-'), live: BUILT_IN, history: [] };
  return { remotes };
}

export function chooseRemotes(registry: Registry): ChosenRemote[] {
  return Object.keys(registry.remotes).map((name) => ({ name, entry: '', version: BUILT_IN, overridden: false }));
}

export function registerChosen(_chosen: ChosenRemote[]): void {}
