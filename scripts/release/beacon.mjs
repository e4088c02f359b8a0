// The release service's beacon endpoint, mounted by scripts/serve.mjs at POST /__release/beacon:
// the shell reports, once per remote per page load, whether the version it chose loaded or
// failed (shell/src/registry/health-beacon.ts). One beacon is one page load's outcome; the
// client's word is never taken for a count. A canary whose failure rate passes the threshold is
// aborted here, with the same transition as `pnpm release abort` (docs/adr/006-release-health.md).
import { folderOf } from '../lib.mjs';
import { mediaType, readSmallBody } from '../small-body.mjs';
import { Refusal } from './core.mjs';
import { abortReason, canaryStart, healthSettings, recordOutcome, versionHealth } from './health.mjs';
import { release } from './run.mjs';
import { loadHealth, loadRegistry, saveHealth } from './store.mjs';

export const BEACON_PATH = '/__release/beacon';
export const MAX_BEACON_BYTES = 512;
export const RELEASE_SERVICE = 'release-service';
const FIELDS = ['outcome', 'remote', 'stage', 'version'];
/** Where a failure was seen: fetching or evaluating the code, its bootstrap, its mount, its first render. */
const FAILURE_STAGES = new Set(['load', 'bootstrap', 'mount', 'render']);

/** 'live' or 'canary' when the registry serves `version` of this remote that way, else null. */
function roleOf(record, version) {
  if (typeof version !== 'string') return null;
  if (version === record.live) return 'live';
  return version === record.canary?.version ? 'canary' : null;
}

/**
 * The event a beacon's text stands for, checked against the registry: { event: { remote, version,
 * outcome, stage, role } } with role 'live' or 'canary', or { error } saying what is wrong.
 */
export function readBeacon(text, registry) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'a beacon is JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'a beacon is a JSON object' };
  if (Object.keys(body).sort().join() !== FIELDS.join()) {
    return { error: 'a beacon has exactly remote, version, outcome and stage' };
  }
  const { remote, version, outcome, stage } = body;
  const record =
    typeof remote === 'string' && Object.hasOwn(registry.remotes ?? {}, remote) ? registry.remotes[remote] : null;
  if (!record) return { error: 'unknown remote' };
  const role = roleOf(record, version);
  if (!role) return { error: `not a live or canary version of ${remote}` };
  if (outcome === 'loaded' && stage === 'mount') return { event: { remote, version, outcome, stage, role } };
  if (outcome === 'failed' && FAILURE_STAGES.has(stage)) return { event: { remote, version, outcome, stage, role } };
  return { error: 'outcome is "loaded" (stage "mount") or "failed" (stage load, bootstrap, mount or render)' };
}

/**
 * The POST handler over the deploy folder `root`. Counts live in memory and in
 * `root/.release-health.json` (read by `pnpm release status`). `now` is injectable for tests.
 */
export function createBeaconHandler({ root, reply, settings = healthSettings(), now = Date.now, log = console }) {
  const counts = loadHealth(root);

  async function abortIfUnhealthy({ remote, version }, since) {
    const health = versionHealth(counts, remote, version, now(), settings.windowMinutes, since);
    const reason = abortReason(health, settings);
    if (!reason) return;
    try {
      const command = { verb: 'abort', folder: folderOf(remote), container: remote, version, reason };
      log.error(`[release-service] ${await release(command, { by: RELEASE_SERVICE, dir: root })} — ${reason}`);
    } catch (error) {
      // The canary ended or changed since this beacon was read: nothing left to abort.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  function receive(req, res) {
    if (mediaType(req) !== 'application/json') return reply(res, 415, 'a beacon is application/json');
    readSmallBody(req, res, { maxBytes: MAX_BEACON_BYTES, tooLarge: 'beacon too large', reply }, async (text) => {
      const registry = loadRegistry(root);
      const { event, error } = readBeacon(text, registry);
      if (error) return reply(res, 400, error);
      recordOutcome(counts, event, now(), settings.windowMinutes);
      saveHealth(counts, root);
      if (event.role === 'canary' && event.outcome === 'failed') {
        // Answered once judged: the abort (if any) is in the registry before the 204.
        await abortIfUnhealthy(event, canaryStart(registry.remotes[event.remote].canary));
      }
      reply(res, 204, '');
    });
  }
  return { receive, counts };
}
