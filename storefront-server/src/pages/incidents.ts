// The server render's incident recorder (docs/composition.md "Server rendering"): each failed or
// slow render is logged and kept in the deploy folder's incident log (@shop/release), which
// `pnpm release status` reads. Bounded (docs/security.md "Storefront server": a stranger's
// requests must not grow it): one line per application version, page and reason a minute at most
// (later ones are counted into the next line), RATE_PER_MINUTE lines a minute in all, and the log
// is rotated past MAX_BYTES.
import { appendIncident, type Incident } from '@shop/release';

export const MAX_BYTES = 256 * 1024;
export const RATE_PER_MINUTE = 60;
const MINUTE = 60_000;

/** What went wrong: `app`'s `version` could not render `url` on the server, and why. */
export interface IncidentReport {
  app: string;
  version: string;
  url: string;
  reason: string;
}
export type RecordIncident = (report: IncidentReport) => boolean;

export function createIncidentLog({
  root,
  now = Date.now,
  log = console,
  maxBytes = MAX_BYTES,
}: {
  root: string;
  now?: () => number;
  log?: Pick<Console, 'error'>;
  maxBytes?: number;
}): RecordIncident {
  /** key → when it was last written and how many were dropped since. */
  const recent = new Map<string, { at: number; dropped: number }>();
  let windowStart = 0;
  let written = 0;

  /** Records that `app`'s `version` could not render `url` on the server, and why; false when dropped. */
  return function record({ app, version, url, reason }) {
    const at = now();
    const key = `${app} ${version} ${url} ${reason}`;
    const seen = recent.get(key);
    if (seen && at - seen.at < MINUTE) {
      seen.dropped += 1;
      return false;
    }
    if (at - windowStart >= MINUTE) {
      windowStart = at;
      written = 0;
      for (const [k, v] of recent) if (at - v.at >= MINUTE) recent.delete(k);
    }
    if (written >= RATE_PER_MINUTE) return false;
    written += 1;
    recent.set(key, { at, dropped: 0 });
    const incident: Incident = { at: new Date(at).toISOString(), remote: app, version, url, reason };
    if (seen?.dropped) incident.repeats = seen.dropped;
    log.error(`[ssr] ${app} ${version} ${url}: ${reason}; the client renders it`);
    appendIncident(root, incident, maxBytes);
    return true;
  };
}
