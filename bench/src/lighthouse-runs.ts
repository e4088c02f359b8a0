// `pnpm --filter bench lighthouse <origin> [runs]`: Lighthouse (src/lighthouse.ts: mobile defaults,
// performance only) run `runs` times (5) over home and the first featured competition's details
// page of a running storefront (`npm start`), the figures and the machine's load average written
// to results/lighthouse-<commit>.json. The targets are "in every run": each run is kept.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { config, root } from './config';
import { type LighthouseFigures, lighthouse } from './lighthouse';
import { detailsPath } from './provider';

const origin = process.argv[2] ?? 'http://localhost:8080';
const runs = Number(process.argv[3] ?? 5);
const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root }).toString().trim();
const pages = { home: '/', details: await detailsPath() };
const figures: Record<string, (LighthouseFigures & { loadAverage: number[] })[]> = { home: [], details: [] };
for (let run = 1; run <= runs; run++) {
  for (const [page, path] of Object.entries(pages)) {
    const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
    const f = await lighthouse(origin + path);
    figures[page]?.push({ ...f, loadAverage });
    console.log(
      `[lighthouse] run ${run} ${page.padEnd(8)} perf ${f.performance}, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)} (load ${loadAverage[0]})`,
    );
  }
}
const file = join(config.resultsDir, `lighthouse-${commit}.json`);
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), commit, origin, pages, figures }, null, 2)}\n`);
console.log(`[lighthouse] → ${file}`);
