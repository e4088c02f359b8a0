// Release health across every storefront server, read from Prometheus (RELEASE_PROMETHEUS_URL),
// as Argo Rollouts' and Flagger's analyses do: each server exports its counts (metrics.ts),
// Prometheus scrapes them all, and this asks for the sum. Counts over a span are exact: the
// counters now less the counters at the span's start (`offset`), not `increase()`, which
// extrapolates at the edges of its range; a series that did not exist at the start counts from 0.

import { type HealthSource, rateOf, spanStart } from './rules';

/** The counter every storefront server exports (metrics.ts) and the analysis sums. */
export const PAGE_LOADS = 'storefront_remote_page_loads_total';

const LABEL_VALUE = /^[\w.+-]+$/;

/** The PromQL for one version's loaded and failed page loads over the last `seconds`. */
export function spanQuery(remote: string, version: string, seconds: number): string {
  if (!LABEL_VALUE.test(remote) || !LABEL_VALUE.test(version))
    throw new Error(`not a label value: ${remote} ${version}`);
  const series = `${PAGE_LOADS}{remote="${remote}",version="${version}"}`;
  const now = `sum by (outcome) (${series})`;
  return `${now} - sum by (outcome) (${series} offset ${seconds}s) or ${now}`;
}

interface QueryResponse {
  status?: string;
  error?: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

export function prometheusHealth({
  url,
  windowMinutes,
  now = Date.now,
  timeoutMs = 5000,
}: {
  url: string;
  windowMinutes: number;
  now?: () => number;
  timeoutMs?: number;
}): HealthSource & { where: string } {
  const base = url.replace(/\/+$/, '');
  async function query(promql: string) {
    const params = new URLSearchParams({ query: promql, time: String(now() / 1000) });
    const res = await fetch(`${base}/api/v1/query?${params}`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as QueryResponse | null;
    if (!res.ok || body?.status !== 'success') {
      throw new Error(`Prometheus at ${base} answered ${res.status}: ${body?.error ?? 'no result'}`);
    }
    return body.data.result;
  }
  return {
    where: base,
    async counts(remote, version, since) {
      const seconds = Math.max(1, Math.round((now() - spanStart(now(), windowMinutes, since)) / 1000));
      const found = { loaded: 0, failed: 0 };
      for (const { metric, value } of await query(spanQuery(remote, version, seconds))) {
        const outcome = metric.outcome;
        if (outcome === 'loaded' || outcome === 'failed')
          found[outcome] = Math.max(0, Math.round(Number(value[1]) || 0));
      }
      return rateOf(found.loaded, found.failed);
    },
  };
}
