import type { Registry } from './registry';

// Release health (docs/adr/010-release-state-and-health.md): the shell tells the release service,
// once per remote per page load, whether the version it chose loaded or failed, with the token the
// server put in this page (an outcome without one is not counted); the service counts the
// outcomes per version and judges canaries on them (release/src/health/beacon.ts).

export const BEACON_URL = '/__release/beacon';
/** The page's release token (storefront-server/src/pages/page-head.ts `releaseTokenTag`). */
export const RELEASE_TOKEN_META = 'shop-release-token';

/** The token of this page, or null on a page without one (a plain static host): nothing is sent. */
function pageToken(): string | null {
  const token = document.querySelector(`meta[name="${RELEASE_TOKEN_META}"]`)?.getAttribute('content');
  return token && /^[\w.-]{1,80}$/.test(token) ? token : null;
}

export type Outcome =
  | { outcome: 'loaded'; stage: 'mount' }
  | { outcome: 'failed'; stage: 'load' | 'bootstrap' | 'mount' | 'render' };

/** Remotes whose outcome this page has sent: one each (the token counts once per remote). */
const sent = new Set<string>();

/**
 * Sends one outcome of `remote`'s `version`, when that version is the registry's live or canary
 * one (an earlier version used as a fallback, or a developer override, is not the release's).
 */
export function sendOutcome(registry: Registry | null, remote: string, version: string | undefined, result: Outcome) {
  const record = registry?.remotes[remote];
  if (!record || !version || (version !== record.live && version !== record.canary?.version)) return;
  const token = pageToken();
  if (!token || sent.has(remote)) return;
  sent.add(remote);
  const body = JSON.stringify({ remote, version, outcome: result.outcome, stage: result.stage, token });
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
