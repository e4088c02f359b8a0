// Each storefront server's own page-load counts on disk, `.release/health/<instance>.json` of its
// deploy folder (hidden: never served): one file per server process, so servers sharing a folder
// never overwrite each other's counts; `pnpm release status` adds them all up (health/local.ts).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageLoadCounts } from '../types';

const FOLDER = join('.release', 'health');

const noCounts = (): PageLoadCounts => ({ remotes: {} });

/** The file of one server process (`instance`) in the deploy folder `root`. */
export const healthFileOf = (root: string, instance: string) =>
  join(root, FOLDER, `${instance.replace(/[^\w.-]/g, '_')}.json`);

/** A server's counts as saved, or none when the file is missing or not counts. */
export function readHealthFile(file: string): PageLoadCounts {
  try {
    const health = JSON.parse(readFileSync(file, 'utf8'));
    return health && typeof health.remotes === 'object' && health.remotes !== null ? health : noCounts();
  } catch {
    return noCounts();
  }
}

/** Saves a server's counts whole (write, then rename); throws when the folder cannot be written. */
export function writeHealthFile(file: string, counts: PageLoadCounts): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(counts));
  renameSync(`${file}.tmp`, file);
}

/** Every server's counts in the deploy folder `root`; files older than `maxAgeMs` are removed. */
export function readServersHealth(root: string, maxAgeMs: number, now: number): PageLoadCounts[] {
  const dir = join(root, FOLDER);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const found: PageLoadCounts[] = [];
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs < now - maxAgeMs) {
        rmSync(file, { force: true });
        continue;
      }
    } catch {
      continue;
    }
    found.push(readHealthFile(file));
  }
  return found;
}
