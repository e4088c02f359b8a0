// The storefront server's release metrics, with prom-client: each remote version's page loads by
// outcome (one counted beacon each) and the beacons refused, by reason. Served in Prometheus's text
// format on a port of their own (RELEASE_METRICS_PORT, on 127.0.0.1 unless RELEASE_METRICS_HOST
// says otherwise), never on the shop's: shoppers cannot reach it; Prometheus scrapes every server
// and the canary analysis reads the sum (prometheus.ts, docs/adr/010-release-state-and-health.md).
import { createServer, type Server } from 'node:http';
import { Counter, Registry } from 'prom-client';
import { PAGE_LOADS } from './prometheus';

export const BEACONS_REFUSED = 'storefront_release_beacons_refused_total';

export interface ReleaseMetrics {
  registry: Registry;
  pageLoads: Counter<'remote' | 'version' | 'outcome' | 'stage'>;
  refused: Counter<'reason'>;
}

export function createMetrics(): ReleaseMetrics {
  const registry = new Registry();
  const pageLoads = new Counter({
    name: PAGE_LOADS,
    help: 'Page loads of each live or canary remote version, by outcome: one beacon with a page token each',
    labelNames: ['remote', 'version', 'outcome', 'stage'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: BEACONS_REFUSED,
    help: 'Release beacons not counted, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return { registry, pageLoads, refused };
}

/** `GET /metrics` on its own port; returns the listening server. */
export function startMetricsServer(
  metrics: ReleaseMetrics,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(await metrics.registry.metrics());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
