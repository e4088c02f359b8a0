// The server render's incident log (docs/composition.md "Server rendering"), beside the registry
// (hidden: never served), read by `pnpm release status`. Bounded (issue 30: a stranger's requests
// must not grow it): one line per application version, page and reason a minute at most (later
// ones are counted into the next line), RATE_PER_MINUTE lines a minute in all, and the file is
// rotated to `<file>.1` past MAX_BYTES, so the two never pass twice that.
import { appendFileSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const INCIDENT_FILE = '.server-render-incidents.jsonl';
export const MAX_BYTES = 256 * 1024;
export const RATE_PER_MINUTE = 60;
const MINUTE = 60_000;

export function createIncidentLog({ root, now = Date.now, log = console, maxBytes = MAX_BYTES }) {
  const file = join(root, INCIDENT_FILE);
  /** key → when it was last written and how many were dropped since. */
  const recent = new Map();
  let windowStart = 0;
  let written = 0;

  function append(line) {
    try {
      if (existsSync(file) && statSync(file).size + line.length > maxBytes) renameSync(file, `${file}.1`);
      appendFileSync(file, line);
    } catch {
      // A read-only deploy folder: the console line is the record.
    }
  }

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
    const incident = { at: new Date(at).toISOString(), remote: app, version, url, reason };
    if (seen?.dropped) incident.repeats = seen.dropped;
    log.error(`[ssr] ${app} ${version} ${url}: ${reason}; the client renders it`);
    append(`${JSON.stringify(incident)}\n`);
    return true;
  };
}

/** The incidents recorded so far (newest last), for `pnpm release status` and the tests. */
export function readIncidents(root) {
  return [`${INCIDENT_FILE}.1`, INCIDENT_FILE]
    .map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
