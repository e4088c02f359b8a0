// The release service's canary analysis, run by every storefront server (endpoints.ts): every
// RELEASE_ANALYSIS_SECONDS, and at once after a canary's failed page load, each running canary is
// judged on the health source (the server's own counts, or Prometheus across all servers). A
// canary failing more than the live version aborts; one healthy over its pause takes its next step,
// and after the last, is promoted. Each action is the release tool's own command, a compare-and-set
// on the release state: when several servers act at once, one wins and the others find nothing to do.
import { release } from '../commands/apply';
import { type DeployStorage, readState } from '../deploy-store';
import {
  abortReason,
  canaryStart,
  type HealthSettings,
  type HealthSource,
  healthyStep,
  spanStart,
  stepReason,
  timeOf,
} from '../health/rules';
import { Refusal } from '../refusal';
import { folderOf } from '../targets';
import type { ReleaseCommand, ReleaseRecord } from '../types';
import type { Notify } from './notify';

export const RELEASE_SERVICE = 'release-service';

export interface ReleaseService {
  /** Judges every running canary (or only `remote`'s) on the newest release state. */
  tick(only?: string | null): Promise<void>;
  judge(remote: string, record: ReleaseRecord | undefined): Promise<void>;
  start(): void;
  stop(): void;
}

/** What the service asks of a canary: abort it, take its next step, or promote it. */
type CanaryCommand = Pick<ReleaseCommand, 'verb' | 'share' | 'fromShare'>;

export function createReleaseService({
  storage,
  health,
  settings,
  notify,
  site = '',
  log = console,
  now = Date.now,
}: {
  storage: DeployStorage;
  health: HealthSource;
  settings: HealthSettings;
  notify: Notify;
  site?: string;
  log?: Pick<Console, 'error'>;
  now?: () => number;
}): ReleaseService {
  const busy = new Set<string>();

  async function act(remote: string, record: ReleaseRecord, command: CanaryCommand, reason: string) {
    const { canary } = record;
    if (!canary) return null;
    const full: ReleaseCommand = {
      ...command,
      folder: folderOf(remote),
      container: remote,
      version: canary.version,
      canarySince: canary.since,
      reason,
    };
    try {
      const message = await release(full, { by: RELEASE_SERVICE, storage });
      log.error(`[release-service] ${message} — ${reason}`);
      return message;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // Someone changed this canary first. Another server's abort needs no second notice; a
      // release manager's promote that beat a failing canary's abort does.
      if (command.verb === 'abort') {
        const current = (await readState(storage)).remotes?.[remote];
        const last = current?.history?.findLast((step) => step.version === canary.version);
        if (current?.live === canary.version) {
          await notify({
            subject: `${folderOf(remote)} canary ${canary.version} could not be aborted`,
            text: `it went live for everyone first (${last?.action} by ${last?.by} at ${last?.at}) while ${reason}. Roll back with: pnpm release rollback ${folderOf(remote)}`,
            event: { event: 'abort-lost', remote, version: canary.version, site },
          });
        }
      }
      return null;
    }
  }

  /** Judges one remote's running canary (`record` from the release state). */
  async function judge(remote: string, record: ReleaseRecord | undefined) {
    const canary = record?.canary;
    if (!canary || busy.has(remote)) return;
    busy.add(remote);
    try {
      const t = now();
      const since = canaryStart(canary) ?? t;
      const [ofCanary, ofLive] = await Promise.all([
        health.counts(remote, canary.version, since),
        health.counts(remote, record.live, since),
      ]);
      const reason = abortReason(ofCanary, ofLive, settings, (t - spanStart(t, settings.windowMinutes, since)) / 1000);
      if (reason) {
        if (await act(remote, record, { verb: 'abort' }, reason)) {
          await notify({
            subject: `${folderOf(remote)} canary ${canary.version} aborted`,
            text: `${reason}. Every browser gets ${record.live} again. See: pnpm release status ${folderOf(remote)}`,
            event: { event: 'abort', remote, version: canary.version, live: record.live, reason, site },
          });
        }
        return;
      }
      // A canary from before steps existed has no pause: it waits for a person.
      const stepSince = timeOf(canary.stepSince) ?? since;
      if (typeof canary.pauseSeconds !== 'number' || t - stepSince < canary.pauseSeconds * 1000) return;
      const [stepCanary, stepLive] = await Promise.all([
        health.counts(remote, canary.version, stepSince),
        health.counts(remote, record.live, stepSince),
      ]);
      if (!healthyStep(stepCanary, stepLive, settings)) return;
      const next = canary.steps?.[0];
      const command: CanaryCommand = next
        ? { verb: 'share', share: String(next), fromShare: canary.share }
        : { verb: 'promote' };
      await act(remote, record, command, stepReason(stepCanary, stepLive, (t - stepSince) / 1000));
    } catch (error) {
      // Prometheus down, the storage unreachable: nothing is decided on data that is not there.
      log.error(`[release-service] ${remote}: not judged now: ${(error as Error).message}`);
    } finally {
      busy.delete(remote);
    }
  }

  async function tick(only: string | null = null) {
    let state: Awaited<ReturnType<typeof readState>>;
    try {
      state = await readState(storage);
    } catch (error) {
      log.error(`[release-service] release state unreadable: ${(error as Error).message}`);
      return;
    }
    for (const [remote, record] of Object.entries(state.remotes ?? {})) {
      if (record?.canary && (only === null || only === remote)) await judge(remote, record);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    tick,
    judge,
    start() {
      timer ??= setInterval(() => void tick(), settings.analysisSeconds * 1000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
