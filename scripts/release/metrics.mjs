// The storefront server's release metrics, with prom-client: each remote version's page loads by
// outcome (one counted beacon each) and the beacons refused, by reason. Served in Prometheus's text
// format on a port of their own (RELEASE_METRICS_PORT, on 127.0.0.1 unless RELEASE_METRICS_HOST
// says otherwise), never on the shop's: shoppers cannot reach it; Prometheus scrapes every server
// and the canary analysis reads the sum (health-prometheus.mjs, docs/adr/010-release-state-and-health.md).
import { createServer } from 'node:http';
import { Counter, Registry } from 'prom-client';

export const PAGE_LOADS = 'storefront_remote_page_loads_total';
export const BEACONS_REFUSED = 'storefront_release_beacons_refused_total';

export function createMetrics() {
  const registry = new Registry();
  const pageLoads = new Counter({
    name: PAGE_LOADS,
    help: 'Page loads of each live or canary remote version, by outcome: one beacon with a page token each',
    labelNames: ['remote', 'version', 'outcome', 'stage'],
    registers: [registry],
  });
  const refused = new Counter({
    name: BEACONS_REFUSED,
    help: 'Release beacons not counted, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  return { registry, pageLoads, refused };
}

/** `GET /metrics` on its own port; answers the listening server. */
export function startMetricsServer(metrics, { port, host = '127.0.0.1' }) {
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
