// The release service's beacon endpoint, mounted by the storefront server at POST /__release/beacon:
// the shell reports, once per remote per page load, whether the version it chose loaded or
// failed (shell/src/registry/health-beacon.ts). An outcome counts only with the page token the
// server put in that page (page-token.ts), once per remote, and each client's beacons are
// limited; a counted outcome goes to the server's own counts and its metrics. After a canary's
// failure the canary is judged at once (service/release-service.ts; docs/adr/010-release-state-and-health.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RegistrySource } from '../deploy-store';
import { clientOf, type RateLimit } from '../http/rate-limit';
import { mediaType, type Respond, readSmallBody } from '../http/small-body';
import type { PublicRecord, PublicRegistry } from '../types';
import type { LocalHealth } from './local';
import type { ReleaseMetrics } from './metrics';
import type { PageTokens, TokenVerdict } from './page-token';

export const BEACON_PATH = '/__release/beacon';
export const MAX_BEACON_BYTES = 512;
/** Outcomes a client may send a minute (RELEASE_BEACON_LIMIT): a shopper's page loads send a few each. */
export const DEFAULT_BEACON_LIMIT = 120;
const FIELDS = ['outcome', 'remote', 'stage', 'token', 'version'];
/** Where a failure was seen: fetching or evaluating the code, its bootstrap, its mount, its first render. */
const FAILURE_STAGES = new Set(['load', 'bootstrap', 'mount', 'render']);

export interface BeaconEvent {
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed';
  stage: string;
  role: 'live' | 'canary';
}

/** 'live' or 'canary' when the registry serves `version` of this remote that way, else null. */
function roleOf(record: PublicRecord, version: unknown): 'live' | 'canary' | null {
  if (typeof version !== 'string') return null;
  if (version === record.live) return 'live';
  return version === record.canary?.version ? 'canary' : null;
}

/**
 * The event a beacon's text stands for, checked against the registry: { event: { remote, version,
 * outcome, stage, role }, token } with role 'live' or 'canary', or { error } saying what is wrong.
 */
export function readBeacon(
  text: string,
  registry: PublicRegistry | null | undefined,
): { event: BeaconEvent; token: unknown; error?: undefined } | { error: string; event?: undefined } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'a beacon is JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'a beacon is a JSON object' };
  if (Object.keys(body).sort().join() !== FIELDS.join()) {
    return { error: 'a beacon has exactly remote, version, outcome, stage and token' };
  }
  const { remote, version, outcome, stage, token } = body as Record<string, unknown>;
  const remotes = registry?.remotes ?? {};
  const record = typeof remote === 'string' && Object.hasOwn(remotes, remote) ? remotes[remote] : null;
  if (typeof remote !== 'string' || !record) return { error: 'unknown remote' };
  const role = roleOf(record, version);
  if (!role || typeof version !== 'string') return { error: `not a live or canary version of ${remote}` };
  const ok =
    (outcome === 'loaded' && stage === 'mount') ||
    (outcome === 'failed' && typeof stage === 'string' && FAILURE_STAGES.has(stage));
  if (!ok) return { error: 'outcome is "loaded" (stage "mount") or "failed" (stage load, bootstrap, mount or render)' };
  return { event: { remote, version, outcome, stage, role }, token };
}

const TOKEN_REFUSALS: Record<Exclude<TokenVerdict, 'ok'>, [number, string]> = {
  forged: [403, 'an outcome counts only with the token of a page this site sent'],
  expired: [403, 'the page token has expired: outcomes count for 10 minutes after the page'],
  used: [409, 'this page has already reported this remote'],
  busy: [503, 'too many outcomes to remember right now'],
};

export interface BeaconHandler {
  receive(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The POST handler. `registry`: the registry source (deploy-store/registry-source.ts); `tokens`: page
 * tokens; `limiter`: per-client limit; `health`: this server's counts; `metrics`: its prom-client
 * counters; `onCanaryFailure(remote)`: judge that canary now.
 */
export function createBeaconHandler({
  registry,
  respond,
  tokens,
  limiter,
  health,
  metrics,
  onCanaryFailure,
}: {
  registry: RegistrySource;
  respond: Respond;
  tokens: PageTokens;
  limiter: RateLimit;
  health: Pick<LocalHealth, 'record'>;
  metrics?: ReleaseMetrics | null;
  onCanaryFailure?: ((remote: string) => Promise<void>) | null;
}): BeaconHandler {
  const refuse = (
    res: ServerResponse,
    status: number,
    reason: string,
    text: string,
    headers?: { retryAfter: number },
  ) => {
    metrics?.refused.inc({ reason });
    if (headers) res.setHeader('retry-after', headers.retryAfter);
    respond(res, status, text);
  };
  function receive(req: IncomingMessage, res: ServerResponse) {
    if (mediaType(req) !== 'application/json') return refuse(res, 415, 'type', 'a beacon is application/json');
    const allowed = limiter.take(clientOf(req));
    if (!allowed.ok) {
      req.resume();
      return refuse(res, 429, 'rate', 'too many beacons from this client', { retryAfter: allowed.retryAfterSeconds });
    }
    readSmallBody(req, res, { maxBytes: MAX_BEACON_BYTES, tooLarge: 'beacon too large', respond }, async (text) => {
      const read = readBeacon(text, (await registry.current()).registry);
      if (read.error !== undefined) return refuse(res, 400, 'shape', read.error);
      const { event, token } = read;
      const verdict = tokens.use(token, event.remote);
      if (verdict !== 'ok') {
        const [status, why] = TOKEN_REFUSALS[verdict];
        return refuse(res, status, verdict, why);
      }
      health.record(event);
      metrics?.pageLoads.inc({
        remote: event.remote,
        version: event.version,
        outcome: event.outcome,
        stage: event.stage,
      });
      // Responded to once judged: an abort this outcome causes is in the state before the 204.
      if (event.role === 'canary' && event.outcome === 'failed') await onCanaryFailure?.(event.remote);
      respond(res, 204, '');
    });
  }
  return { receive };
}
