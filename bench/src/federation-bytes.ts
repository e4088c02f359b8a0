// `pnpm --filter bench federation-bytes [mf-origin] [monolith-origin] [path]`: how much of a page's
// first-load JS is the Module Federation library itself, and so the lowest MF ÷ monolith byte
// ratio the composition can reach while it loads its remotes with that library. Both origins are
// served builds (`pnpm bench` serves them on 8190 and 8191; `npm start` the composition on 8080).
// Each page is loaded once as the bench loads it (src/measure.ts: the bench's phone, the route
// owner's heading, then a quiet network), each script's text is split by its source map into the
// library's modules (@module-federation/*, the runtime module Rspack embeds for it, and Rspack's
// own federation runtime modules: sharing, consumes, remotes, exposes) and the rest, and the
// library's share of the script's gzip is the script's gzip less that of the rest alone.
// bench/README.md "What the federation library costs a first view" reads results/federation-bytes.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { commit } from './commit';
import { CHROMIUM_ARGS, config, TARGETS } from './config';
import { emulatePhone } from './measure';
import { sourceMaps } from './source-maps';

const mfOrigin = process.argv[2] ?? `http://localhost:${config.mfPort}`;
const monolithOrigin = process.argv[3] ?? `http://localhost:${config.monolithPort}`;
const path = process.argv[4] ?? '/';

/** The library's modules, by the source a source map names: its packages and its runtime modules. */
const LIBRARY_SOURCE =
  /node_modules\/@module-federation\/|^data:text\/javascript|webpack\/runtime\/(embed_federation_runtime|sharing|consumes_loading|remotes_loading|initialize_exposes|module_federation\/)/;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** The scripts a cold load of `url` runs before its network is quiet, as the bench counts them. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  await emulatePhone(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(300);
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  return [...new Set(names)].filter((name) => new URL(name).pathname.endsWith('.js'));
}

interface Script {
  url: string;
  gzip: number;
  library: number;
}

/** A script's gzip size, and the part of it that is the library's (0 without a source map). */
async function split(url: string, mapFor: ReturnType<typeof sourceMaps>): Promise<Script> {
  const text = await (await fetch(url)).text();
  const whole = gzip(text);
  const map = mapFor(url);
  if (!map) return { url, gzip: whole, library: 0 };
  const lines = text.split('\n');
  const mappings: { line: number; column: number; library: boolean }[] = [];
  map.eachMapping((m) =>
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, library: LIBRARY_SOURCE.test(m.source ?? '') }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  // The text with the library's segments cut out and everything else (unmapped text, line ends) kept.
  const cuts = new Map<number, [number, number][]>();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    if (!m.library) return;
    const line = cuts.get(m.line) ?? [];
    line.push([m.column, next?.line === m.line ? next.column : Infinity]);
    cuts.set(m.line, line);
  });
  const rest = lines
    .map((line, i) =>
      (cuts.get(i + 1) ?? []).reduceRight((kept, [from, to]) => kept.slice(0, from) + kept.slice(to), line),
    )
    .join('\n');
  return { url, gzip: whole, library: whole - gzip(rest) };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
const mapFor = sourceMaps();
const figures: Record<'mf' | 'monolith', Script[]> = { mf: [], monolith: [] };
try {
  for (const [variant, origin] of [
    ['mf', mfOrigin],
    ['monolith', monolithOrigin],
  ] as const) {
    const context = await browser.newContext({ viewport: config.viewport });
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: origin }]);
    for (const url of await scriptsOf(await context.newPage(), origin + path))
      figures[variant].push(await split(url, mapFor));
    await context.close();
  }
} finally {
  await browser.close();
}
const total = (scripts: Script[], pick: (s: Script) => number) => scripts.reduce((sum, s) => sum + pick(s), 0);
const mf = total(figures.mf, (s) => s.gzip);
const library = total(figures.mf, (s) => s.library);
const monolith = total(figures.monolith, (s) => s.gzip);
if (total(figures.monolith, (s) => s.library) > 0) throw new Error(`${monolithOrigin} carries the federation library`);
for (const s of figures.mf)
  console.log(
    `${kib(s.gzip).toFixed(1).padStart(7)} KiB, library ${kib(s.library).toFixed(1).padStart(5)}  ${new URL(s.url).pathname}`,
  );
const summary = {
  mfKiB: kib(mf),
  monolithKiB: kib(monolith),
  libraryKiB: kib(library),
  /** What the composition adds beyond the library: its own code (registry, fallback, overrides) and the cost of more files. */
  compositionOwnKiB: kib(mf - library - monolith),
  ratio: Math.round((mf / monolith) * 1000) / 1000,
  /** The ratio if every byte the composition adds but the library's were gone. */
  floorRatio: Math.round(((monolith + library) / monolith) * 1000) / 1000,
  target: TARGETS.homeJsGzipRatio,
};
console.log(
  `${path}: MF ${summary.mfKiB} KiB gzip (the federation library ${summary.libraryKiB}, the composition's own ${summary.compositionOwnKiB}), monolith ${summary.monolithKiB}; ratio ${summary.ratio}, with only the library over the monolith ${summary.floorRatio} (target ≤ ${summary.target})`,
);
const file = join(config.resultsDir, 'federation-bytes.json');
const record = { at: new Date().toISOString(), commit: commit(), path, summary, scripts: figures };
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`→ ${file}`);
