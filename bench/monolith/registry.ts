// Stands in for shell/src/registry/registry.ts in the monolith build: no registry to fetch, no
// federation to register with. Every remote is "chosen" at the one version compiled in, so the
// shell's own code (bootstrap, applications, chrome) runs unchanged.

export interface RemoteRelease {
  version: string;
  at: string;
  action: 'publish' | 'rollback';
}

export interface RemoteRecord {
  folder: string;
  live: string;
  history: RemoteRelease[];
}

export interface Registry {
  remotes: Record<string, RemoteRecord>;
}

export interface ChosenRemote {
  name: string;
  entry: string;
  version: string;
  overridden: boolean;
  replaces?: string;
}

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

export function applyOverrideFromUrl(_search: string): boolean {
  return false;
}

export function clearOverrides(_names: string[]): void {}

export function registerChosen(_chosen: ChosenRemote[]): void {}
