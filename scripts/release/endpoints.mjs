// The release service inside a storefront server (scripts/serve.mjs mounts it): where it reads and
// changes release state (its deploy folder, or the bucket: RELEASE_S3_BUCKET), the page tokens,
// the beacon endpoint, its counts and metrics, the canary analysis (on its own counts, or on
// Prometheus across every server: RELEASE_PROMETHEUS_URL), the abort notices and the console.
import { randomBytes } from 'node:crypto';
import { createBeaconHandler, DEFAULT_BEACON_LIMIT } from './beacon.mjs';
import { createReleaseConsoleHandler } from './console.mjs';
import { Refusal, refuse } from './core.mjs';
import { healthSettings } from './health.mjs';
import { localHealth } from './health-local.mjs';
import { prometheusHealth } from './health-prometheus.mjs';
import { createMetrics } from './metrics.mjs';
import { createNotifier } from './notify.mjs';
import { beaconSecret, createPageTokens } from './page-token.mjs';
import { previewSecret } from './preview-link.mjs';
import { createRateLimit } from './rate-limit.mjs';
import { registrySource } from './registry-source.mjs';
import { createReleaseService } from './release-service.mjs';
import { folderStorage, storageFromEnv } from './storage.mjs';

function beaconLimit(env) {
  const text = env.RELEASE_BEACON_LIMIT?.trim();
  if (!text) return DEFAULT_BEACON_LIMIT;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1)
    refuse(`RELEASE_BEACON_LIMIT must be a whole number of beacons a minute, not "${text}"`);
  return limit;
}

/**
 * The preview links' secret, read when a preview is asked for (preview-link.mjs `previewSecret`):
 * a folder secret made or changed after the server started is the one the release tool signs
 * with. A deploy folder the server cannot write gives it one of its own (its links only). Read
 * once at start too, so a bad RELEASE_PREVIEW_SECRET stops the server, named.
 */
function previewSecretReader({ env, root, log }) {
  let own = null;
  const read = () => {
    if (own) return own;
    try {
      return previewSecret({ env, root });
    } catch (error) {
      if (error instanceof Refusal) throw error;
      log.error(`[release-service] no shared preview-link secret (${error.message}): set RELEASE_PREVIEW_SECRET`);
      own = randomBytes(32).toString('hex');
      return own;
    }
  };
  read();
  return read;
}

/** Everything the server needs of the release service; a bad setting stops the server, named. */
export async function createReleaseEndpoints({ root, reply, env = process.env, log = console }) {
  const settings = healthSettings(env);
  const storage = env.RELEASE_S3_BUCKET?.trim() ? await storageFromEnv(env) : folderStorage(root);
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
    reply,
    tokens,
    limiter: createRateLimit({ limit: beaconLimit(env), windowMs: 60_000 }),
    health: own,
    metrics,
    // With Prometheus the outcome is not scraped yet: the next analysis round sees it.
    onCanaryFailure: prometheus ? null : (remote) => service.tick(remote),
  });
  const releaseConsole = createReleaseConsoleHandler({ storage, reply, health, settings });
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
