// `pnpm --filter bench lighthouse <origin> [runs] [beside]`: Lighthouse (src/lighthouse.ts: mobile
// defaults, performance only) run `runs` times (5) over home and the first featured competition's
// details page of a running storefront (`npm start`), the figures and the machine's load average
// written to results/lighthouse-<build>.json, named after the commit the served builds were made
// from (the registry's live versions end in it), not this checkout's. Each run is kept: the targets
// are for every run. `beside`: a second storefront (the monolith the bench serves, say) run in turn
// with the first, page by page, so both meet the same machine: its speed drifts by more than twice
// within a night (bench/README.md "Lighthouse and the machine's speed").
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { commit as headCommit } from './commit';
import { config } from './config';
import { type LighthouseFigures, lighthouse } from './lighthouse';
import { detailsPath } from './provider';

const origin = process.argv[2] ?? 'http://localhost:8080';
const runs = Number(process.argv[3] ?? 5);
const beside = process.argv[4];
const commit = headCommit();
/** The live version of each remote the storefront serves (its registry), which may not be this checkout's. */
async function servedVersions(): Promise<Record<string, string>> {
  try {
    const registry = (await (await fetch(`${origin}/registry.json`)).json()) as {
      remotes?: Record<string, { live?: unknown }>;
    };
    return Object.fromEntries(
      Object.entries(registry.remotes ?? {}).flatMap(([name, record]) =>
        typeof record.live === 'string' ? [[name, record.live]] : [],
      ),
    );
  } catch {
    return {};
  }
}
const served = await servedVersions();
// A build's version ends in its commit (scripts/build-app.mjs: 1.0.0-8cb0dc3), then, for a changed
// build of that commit, a content hash (1.0.0-8cb0dc3.1a2b3c4d).
const builtFrom = [
  ...new Set(Object.values(served).map((version) => /-([0-9a-f]{7,40})(?:\.[0-9a-f]{8})?$/.exec(version)?.[1])),
];
const build = builtFrom.length > 0 && builtFrom.every(Boolean) ? builtFrom.join('+') : commit;
const pages = { home: '/', details: await detailsPath() };
type Figures = Record<string, (LighthouseFigures & { loadAverage: number[] })[]>;
const figures: Figures = { home: [], details: [] };
const besideFigures: Figures = { home: [], details: [] };
for (let run = 1; run <= runs; run++) {
  for (const [page, path] of Object.entries(pages)) {
    for (const [at, into] of beside
      ? ([
          [origin, figures],
          [beside, besideFigures],
        ] as const)
      : ([[origin, figures]] as const)) {
      const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
      const f = await lighthouse(at + path);
      into[page]?.push({ ...f, loadAverage });
      console.log(
        `[lighthouse] run ${run} ${page.padEnd(8)}${beside ? ` ${at}` : ''} perf ${f.performance}, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)} (load ${loadAverage[0]}, machine speed ${f.benchmarkIndex.toFixed(0)})`,
      );
    }
  }
}
const file = join(config.resultsDir, `lighthouse-${build}${beside ? '-beside' : ''}.json`);
const record = {
  at: new Date().toISOString(),
  commit,
  build,
  served,
  origin,
  pages,
  figures,
  ...(beside ? { beside: { origin: beside, figures: besideFigures } } : {}),
};
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`[lighthouse] → ${file}`);
