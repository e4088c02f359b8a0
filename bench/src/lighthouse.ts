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
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
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
  };
}

export function printLighthouse(figures: Record<string, LighthouseFigures>): void {
  const lines = ['', 'Lighthouse (mobile: simulated slow 4G, 4x CPU), MF build:'];
  lines.push(
    `  ${'page'.padEnd(9)}${'perf'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}`,
  );
  for (const [page, f] of Object.entries(figures)) {
    lines.push(
      `  ${page.padEnd(9)}${String(f.performance).padStart(6)}${f.lcpMs.toFixed(0).padStart(9)}${f.tbtMs.toFixed(0).padStart(9)}${f.cls.toFixed(3).padStart(8)}`,
    );
  }
  console.log(lines.join('\n'));
}
