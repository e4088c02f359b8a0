import type { Lifecycles } from '@shop/react-kit';
import type { ChosenRemote, Registry } from './registry';

// Stands in for shell/src/registry/load-app.ts in the monolith build: each remote's exposed
// lifecycles become a plain dynamic import of the same file its rspack config exposes, so the
// monolith splits code at the same places as the composition, minus federation.

export const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now. Please try again shortly.';

export interface RemoteDirectory {
  registry: Registry | null;
  chosen: Map<string, ChosenRemote>;
}

export const directory: RemoteDirectory = { registry: null, chosen: new Map() };

type Loader = () => Promise<Lifecycles>;

// The `as string` casts keep tsc from type-checking the teams' sources through this file (they
// are checked in their own packages); swc strips the casts, so rspack still sees literal paths.
const EXPOSES: Record<string, Record<string, Loader>> = {
  mf_catalog: {
    app: () => import('../../mf-catalog/src/app/lifecycles' as string),
  },
  mf_basket: {
    app: () => import('../../mf-basket/src/app/lifecycles' as string),
    overlay: () => import('../../mf-basket/src/app/overlay' as string),
  },
  mf_account: {
    app: () => import('../../mf-account/src/app/lifecycles' as string),
    overlay: () => import('../../mf-account/src/app/overlay' as string),
  },
  mf_engagement: {
    app: () => import('../../mf-engagement/src/app/lifecycles' as string),
    overlay: () => import('../../mf-engagement/src/app/overlay' as string),
  },
};

export async function loadApp(remote: string, expose: string): Promise<Lifecycles> {
  const load = EXPOSES[remote]?.[expose];
  if (!load) throw new Error(`the monolith has no ${remote}/${expose}`);
  return load();
}
