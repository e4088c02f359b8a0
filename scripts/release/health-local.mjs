// One storefront server's own page-load counts (the single-server default: no Prometheus needed),
// in memory and in `.release/health/<instance>.json` of its deploy folder (hidden: never served),
// one file per server process, so servers sharing a folder never overwrite each other's counts.
// `pnpm release status` adds up every file; the canary analysis of a server with no Prometheus
// reads only its own counts (several servers: health-prometheus.mjs).

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { emptyHealth, prune, recordOutcome, versionHealth } from './health.mjs';

const FOLDER = join('.release', 'health');
/** At most one write of the file a second: a busy server does not write it per beacon. */
const SAVE_EVERY_MS = 1000;

function readCounts(file) {
  try {
    const health = JSON.parse(readFileSync(file, 'utf8'));
    return health && typeof health.remotes === 'object' && health.remotes !== null ? health : emptyHealth();
  } catch {
    return emptyHealth();
  }
}

/** This server's counts: `record(event)`, `counts(remote, version, since)` and `flush()`. */
export function localHealth({ root, settings, now = Date.now, instance = `${hostname()}-${process.pid}` }) {
  const dir = join(root, FOLDER);
  const file = join(dir, `${instance.replace(/[^\w.-]/g, '_')}.json`);
  const health = readCounts(file);
  let savedAt = 0;
  let timer = null;
  function save() {
    timer = null;
    savedAt = now();
    prune(health, now(), settings.windowMinutes);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(health));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      // A read-only deploy folder: the counts in memory still drive this server's analysis.
      console.error('[release-service] health counts not saved:', error.message);
    }
  }
  return {
    health,
    record(event) {
      recordOutcome(health, event, now(), settings.windowMinutes);
      if (now() - savedAt >= SAVE_EVERY_MS) save();
      else timer ??= setTimeout(save, SAVE_EVERY_MS).unref();
    },
    counts: async (remote, version, since) =>
      versionHealth(health, remote, version, now(), settings.windowMinutes, since),
    flush() {
      if (timer) clearTimeout(timer);
      save();
    },
  };
}

/** Every server's counts in this deploy folder added up (files older than the window are removed). */
export function readFolderHealth(root, { windowMinutes, now = Date.now() }) {
  const dir = join(root, FOLDER);
  const total = emptyHealth();
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return total;
  }
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs < now - windowMinutes * 60_000) {
        rmSync(file, { force: true });
        continue;
      }
    } catch {
      continue;
    }
    for (const [remote, versions] of Object.entries(readCounts(file).remotes)) {
      for (const [version, slots] of Object.entries(versions ?? {})) {
        for (const [slot, counts] of Object.entries(slots ?? {})) {
          total.remotes[remote] ??= {};
          total.remotes[remote][version] ??= {};
          total.remotes[remote][version][slot] ??= { loaded: 0, failed: 0 };
          const sum = total.remotes[remote][version][slot];
          sum.loaded += Number(counts?.loaded) || 0;
          sum.failed += Number(counts?.failed) || 0;
        }
      }
    }
  }
  return total;
}

/** A source over added-up counts (status without Prometheus). */
export const countsSource = (health, { windowMinutes, now = Date.now }) => ({
  counts: async (remote, version, since) => versionHealth(health, remote, version, now(), windowMinutes, since),
});
