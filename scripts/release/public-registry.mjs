// What the public sees of the release state: `registry.json` (served to anyone, and put by a CDN
// in front of a bucket) and the copy in every page. Only what the shell reads
// (shell/src/registry/registry.ts) and the storefront server's render (the live shell's version): per remote its folder, live version and first files, the
// canary's version, share and first files, and the last few steps (action, version, when, what
// they withdrew) for its fallback to an earlier good version. Who released and why, the canary's
// plan and the full history stay in the private state (state.mjs).

/** Steps of each remote's history the public copy carries, newest last. */
export const PUBLIC_STEPS = 8;

const stepForThePublic = ({ action, version, at, withdrew }) =>
  withdrew === undefined ? { action, version, at } : { action, version, at, withdrew };

function publicRecord(record) {
  if (typeof record !== 'object' || record === null) return record;
  const { folder, live, firstCode, canary, history } = record;
  const out = { folder, live };
  if (firstCode) out.firstCode = firstCode;
  if (canary) {
    out.canary = { version: canary.version, share: canary.share };
    if (canary.firstCode) out.canary.firstCode = canary.firstCode;
  }
  out.history = Array.isArray(history) ? history.slice(-PUBLIC_STEPS).map(stepForThePublic) : [];
  return out;
}

/** The public copy of a release state (or of a registry written before there was one). */
export function publicRegistry(state) {
  if (typeof state?.remotes !== 'object' || state.remotes === null) return { remotes: {} };
  const remotes = {};
  for (const [name, record] of Object.entries(state.remotes)) remotes[name] = publicRecord(record);
  // The shell's live version only: the storefront server renders pages with that version's build.
  const shell = typeof state.shell?.live === 'string' ? { shell: { live: state.shell.live } } : {};
  return { ...(typeof state.revision === 'number' ? { revision: state.revision } : {}), remotes, ...shell };
}
