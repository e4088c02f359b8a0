// One storefront server's own page-load counts (the single-server default: no Prometheus needed),
// in memory and in its file in the deploy folder (deploy-store/health-files.ts). `pnpm release
// status` adds up every server's file; the canary analysis of a server with no Prometheus reads
// only its own counts (several servers: prometheus.ts).

import { hostname } from 'node:os';
import { healthFileOf, readHealthFile, readServersHealth, writeHealthFile } from '../deploy-store';
import type { PageLoadCounts } from '../types';
import {
  emptyHealth,
  type HealthSettings,
  type HealthSource,
  prune,
  recordOutcome,
  type VersionCounts,
  versionHealth,
} from './rules';

/** At most one write of the file a second: a busy server does not write it per beacon. */
const SAVE_EVERY_MS = 1000;

export interface LocalHealth extends HealthSource {
  health: PageLoadCounts;
  record(event: { remote: string; version: string; outcome: string }): void;
  counts(remote: string, version: string, since: number | null): Promise<VersionCounts>;
  flush(): void;
}

/** This server's counts: `record(event)`, `counts(remote, version, since)` and `flush()`. */
export function localHealth({
  root,
  settings,
  now = Date.now,
  instance = `${hostname()}-${process.pid}`,
}: {
  root: string;
  settings: Pick<HealthSettings, 'windowMinutes'>;
  now?: () => number;
  instance?: string;
}): LocalHealth {
  const file = healthFileOf(root, instance);
  const health = readHealthFile(file);
  let savedAt = 0;
  let timer: NodeJS.Timeout | null = null;
  function save() {
    timer = null;
    savedAt = now();
    prune(health, now(), settings.windowMinutes);
    try {
      writeHealthFile(file, health);
    } catch (error) {
      // A read-only deploy folder: the counts in memory still drive this server's analysis.
      console.error('[release-service] health counts not saved:', (error as Error).message);
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
export function readFolderHealth(
  root: string,
  { windowMinutes, now = Date.now() }: { windowMinutes: number; now?: number },
): PageLoadCounts {
  const total = emptyHealth();
  for (const counts of readServersHealth(root, windowMinutes * 60_000, now)) {
    for (const [remote, versions] of Object.entries(counts.remotes)) {
      for (const [version, slots] of Object.entries(versions ?? {})) {
        for (const [slot, found] of Object.entries(slots ?? {})) {
          total.remotes[remote] ??= {};
          const ofRemote = total.remotes[remote];
          ofRemote[version] ??= {};
          const ofVersion = ofRemote[version];
          ofVersion[slot] ??= { loaded: 0, failed: 0 };
          const sum = ofVersion[slot];
          sum.loaded += Number(found?.loaded) || 0;
          sum.failed += Number(found?.failed) || 0;
        }
      }
    }
  }
  return total;
}

/** A source over added-up counts (status without Prometheus). */
export const countsSource = (
  health: PageLoadCounts,
  { windowMinutes, now = Date.now }: { windowMinutes: number; now?: () => number },
): HealthSource => ({
  counts: async (remote, version, since) => versionHealth(health, remote, version, now(), windowMinutes, since),
});
