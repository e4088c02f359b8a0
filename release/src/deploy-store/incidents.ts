// The server render's incident log, beside the registry (hidden: never served): the storefront
// server appends one JSON line per incident (its recorder bounds how many), `pnpm release status`
// reads them. Rotated to `<file>.1` past a size, so the two never pass twice that.
import { appendFileSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const INCIDENT_FILE = '.server-render-incidents.jsonl';

export interface Incident {
  at: string;
  /** The application (`mf_catalog`, `shell:legal-terms`). */
  remote: string;
  version: string;
  url: string;
  reason: string;
  /** How many like it in the minute before, not written on their own. */
  repeats?: number;
}

/** Appends one incident to the deploy folder `root`'s log; a read-only folder keeps none (the console line is the record). */
export function appendIncident(root: string, incident: Incident, maxBytes: number): void {
  const file = join(root, INCIDENT_FILE);
  const line = `${JSON.stringify(incident)}\n`;
  try {
    if (existsSync(file) && statSync(file).size + line.length > maxBytes) renameSync(file, `${file}.1`);
    appendFileSync(file, line);
  } catch {
    // A read-only deploy folder: the console line is the record.
  }
}

/** The incidents recorded so far (newest last), for `pnpm release status` and the tests. */
export function readIncidents(root: string): Incident[] {
  return [`${INCIDENT_FILE}.1`, INCIDENT_FILE]
    .map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .flatMap((path) => readFileSync(path, 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Incident);
}
