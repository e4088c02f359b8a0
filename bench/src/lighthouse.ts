import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { benchDir, CHROMIUM_ARGS, config } from './config';

// Lighthouse's own figures beside the bench's: mobile defaults (simulated slow 4G, 4x
// CPU), performance only, run by its CLI with Debian's Chromium.

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own reading of the machine's speed at the run (its `benchmarkIndex`): the same
   * two-core kind read 951 to 2,300 within one day here, and every task Lighthouse counts is the
   * machine's own time, four times over (bench/README.md "Lighthouse and the machine's speed").
   */
  benchmarkIndex: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
  environment?: { benchmarkIndex?: number };
}

const run = promisify(execFile);
const CLI = join(benchDir, 'node_modules', 'lighthouse', 'cli', 'index.js');

export async function lighthouse(url: string): Promise<LighthouseFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: config.chromium }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export function printLighthouse(figures: Record<string, LighthouseFigures>): void {
  const lines = ['', 'Lighthouse (mobile: simulated slow 4G, 4x CPU), MF build:'];
  lines.push(
    `  ${'page'.padEnd(9)}${'perf'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'speed'.padStart(8)}`,
  );
  for (const [page, f] of Object.entries(figures)) {
    lines.push(
      `  ${page.padEnd(9)}${String(f.performance).padStart(6)}${f.lcpMs.toFixed(0).padStart(9)}${f.tbtMs.toFixed(0).padStart(9)}${f.cls.toFixed(3).padStart(8)}${f.benchmarkIndex.toFixed(0).padStart(8)}`,
    );
  }
  console.log(lines.join('\n'));
}
