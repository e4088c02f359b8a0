// The release service inside a storefront server (which mounts these endpoints): where it reads and
// changes release state (its deploy folder, or the bucket: RELEASE_S3_BUCKET), the page tokens,
// the beacon endpoint, its counts and metrics, the canary analysis (on its own counts, or on
// Prometheus across every server: RELEASE_PROMETHEUS_URL), the abort notices and the console.
import { randomBytes } from 'node:crypto';
import { createReleaseConsoleHandler, type ReleaseConsole } from '../console/console';
import { type DeployStorage, type RegistrySource, registrySource, storageFromEnv } from '../deploy-store';
import { type BeaconHandler, createBeaconHandler, DEFAULT_BEACON_LIMIT } from '../health/beacon';
import { localHealth } from '../health/local';
import { createMetrics, type ReleaseMetrics } from '../health/metrics';
import { beaconSecret, createPageTokens, type PageTokens } from '../health/page-token';
import { prometheusHealth } from '../health/prometheus';
import { healthSettings } from '../health/rules';
import { createRateLimit } from '../http/rate-limit';
import type { Respond } from '../http/small-body';
import { previewSecret } from '../preview-link';
import { Refusal, refuse } from '../refusal';
import { createNotifier } from './notify';
import { createReleaseService, type ReleaseService } from './release-service';

function beaconLimit(env: NodeJS.ProcessEnv): number {
  const text = env.RELEASE_BEACON_LIMIT?.trim();
  if (!text) return DEFAULT_BEACON_LIMIT;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1)
    refuse(`RELEASE_BEACON_LIMIT must be a whole number of beacons a minute, not "${text}"`);
  return limit;
}

/**
 * The preview links' secret, read when a preview is asked for (preview-link.ts `previewSecret`):
 * a folder secret made or changed after the server started is the one the release tool signs
 * with. A deploy folder the server cannot write gives it one of its own (its links only). Read
 * once at start too, so a bad RELEASE_PREVIEW_SECRET stops the server, named.
 */
function previewSecretReader({
  env,
  root,
  log,
}: {
  env: NodeJS.ProcessEnv;
  root: string;
  log: Pick<Console, 'error'>;
}): () => string {
  let own: string | null = null;
  const read = () => {
    if (own) return own;
    try {
      return previewSecret({ env, root });
    } catch (error) {
      if (error instanceof Refusal) throw error;
      log.error(
        `[release-service] no shared preview-link secret (${(error as Error).message}): set RELEASE_PREVIEW_SECRET`,
      );
      own = randomBytes(32).toString('hex');
      return own;
    }
  };
  read();
  return read;
}

export interface ReleaseEndpoints {
  /** What is live, read for every page. */
  registry: RegistrySource;
  storage: DeployStorage;
  previewSecret: () => string;
  tokens: PageTokens;
  metrics: ReleaseMetrics;
  service: ReleaseService;
  beacons: BeaconHandler;
  releaseConsole: ReleaseConsole;
  close(): void;
}

/** Everything the server needs of the release service; a bad setting stops the server, named. */
export async function createReleaseEndpoints({
  root,
  respond,
  env = process.env,
  log = console,
}: {
  root: string;
  respond: Respond;
  env?: NodeJS.ProcessEnv;
  log?: Pick<Console, 'error'>;
}): Promise<ReleaseEndpoints> {
  const settings = healthSettings(env);
  // The bucket when one is named, else this server's own deploy folder.
  const storage = await storageFromEnv(env, root);
  const registry = registrySource({ root, storage });
  const tokens = createPageTokens({ secret: beaconSecret({ env, root }) });
  const metrics = createMetrics();
  const own = localHealth({ root, settings });
  const prometheus = env.RELEASE_PROMETHEUS_URL?.trim();
  const health = prometheus ? prometheusHealth({ url: prometheus, windowMinutes: settings.windowMinutes }) : own;
  const service = createReleaseService({
    storage,
    health,
    settings,
    notify: createNotifier({ env, log }),
    site: env.STOREFRONT_URL ?? '',
    log,
  });
  const beacons = createBeaconHandler({
    registry,
    respond,
    tokens,
    limiter: createRateLimit({ limit: beaconLimit(env), windowMs: 60_000 }),
    health: own,
    metrics,
    // With Prometheus the outcome is not scraped yet: the next analysis round sees it.
    onCanaryFailure: prometheus ? null : (remote) => service.tick(remote),
  });
  const releaseConsole = createReleaseConsoleHandler({ storage, respond, health, settings });
  service.start();
  return {
    registry,
    storage,
    previewSecret: previewSecretReader({ env, root, log }),
    tokens,
    metrics,
    service,
    beacons,
    releaseConsole,
    close() {
      service.stop();
      own.flush();
    },
  };
}
