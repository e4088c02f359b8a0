// What the public sees of the release state: `registry.json` (served to anyone, and put by a CDN
// in front of a bucket) and the copy in every page. Only what the shell reads
// (shell/src/registry/registry.ts) and the storefront server's render (the live shell's version): per remote its folder, live version and first files, the
// canary's version, share and first files, and the last few steps (action, version, when, what
// they withdrew) for its fallback to an earlier good version. Who released and why, the canary's
// plan and the full history stay in the private state (state.ts).
import type { HistoryStep, PublicRecord, PublicRegistry, PublicStep, ReleaseRecord } from '../types';

/** Steps of each remote's history the public copy carries, newest last. */
export const PUBLIC_STEPS = 8;

const stepForThePublic = ({ action, version, at, withdrew }: HistoryStep): PublicStep =>
  withdrew === undefined ? { action, version, at } : { action, version, at, withdrew };

function publicRecord(record: ReleaseRecord): PublicRecord {
  if (typeof record !== 'object' || record === null) return record;
  const { folder, live, firstCode, canary, history } = record;
  const out: Omit<PublicRecord, 'history'> = { folder, live };
  if (firstCode) out.firstCode = firstCode;
  if (canary) {
    out.canary = { version: canary.version, share: canary.share };
    if (canary.firstCode) out.canary.firstCode = canary.firstCode;
  }
  return { ...out, history: Array.isArray(history) ? history.slice(-PUBLIC_STEPS).map(stepForThePublic) : [] };
}

/** The public copy of a release state (or of a registry written before there was one). */
export function publicRegistry(state: unknown): PublicRegistry {
  const given = state as { remotes?: unknown; shell?: { live?: unknown }; revision?: unknown } | null | undefined;
  if (typeof given?.remotes !== 'object' || given.remotes === null) return { remotes: {} };
  const remotes: Record<string, PublicRecord> = {};
  for (const [name, record] of Object.entries(given.remotes as Record<string, ReleaseRecord>)) {
    remotes[name] = publicRecord(record);
  }
  // The shell's live version only: the storefront server renders pages with that version's build.
  const shell = typeof given.shell?.live === 'string' ? { shell: { live: given.shell.live } } : {};
  return { ...(typeof given.revision === 'number' ? { revision: given.revision } : {}), remotes, ...shell };
}
