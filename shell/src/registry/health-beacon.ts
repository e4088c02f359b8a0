import type { Registry } from './registry';

// Release health (docs/adr/006-release-health.md): the shell tells the release service, once per
// remote per page load, whether the version it chose loaded or failed; the service counts the
// outcomes per version and aborts a canary that fails too often (scripts/release/beacon.mjs).

export const BEACON_URL = '/__release/beacon';

export type Outcome =
  | { outcome: 'loaded'; stage: 'mount' }
  | { outcome: 'failed'; stage: 'load' | 'bootstrap' | 'mount' | 'render' };

/** `remote:outcome` pairs already sent on this page: at most one success and one failure each. */
const sent = new Set<string>();

/**
 * Sends one outcome of `remote`'s `version`, when that version is the registry's live or canary
 * one (an earlier version used as a fallback, or a developer override, is not the release's).
 */
export function sendOutcome(registry: Registry | null, remote: string, version: string | undefined, result: Outcome) {
  const record = registry?.remotes[remote];
  if (!record || !version || (version !== record.live && version !== record.canary?.version)) return;
  const key = `${remote}:${result.outcome}`;
  if (sent.has(key)) return;
  sent.add(key);
  const body = JSON.stringify({ remote, version, outcome: result.outcome, stage: result.stage });
  try {
    // keepalive: a failure is followed at once by a reload onto another version (load-app.ts).
    fetch(BEACON_URL, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(
      () => undefined,
    );
  } catch {
    // No fetch (an old browser or a test without one): the page works the same without the beacon.
  }
}

/** Tests only: a new page load. */
export function forgetSentOutcomes() {
  sent.clear();
}
