// `pnpm --filter bench trace <url> [runs]`: what a cold load's long tasks run, by source file. Each
// run is the bench's phone (src/measure.ts: CPU slowed, BENCH_LATENCY_MS a round trip) with
// Chromium's tracing and its sampling profiler on; the page's main thread is cut into its tasks,
// and each long task's samples are named through the builds' source maps (the composed build's
// under DEPLOY_DIR/.sourcemaps, the monolith's beside its files). It prints each task from the
// navigation on (start, length, what it was: layout, a script, a timer) with its heaviest source
// files, the TBT after first contentful paint and the sources' sum over every long task. What
// bench/README.md's task tables were read from. The profiler costs the page a few milliseconds a
// task: read the shapes and the sources, and the bench's own TBT for the figure.
import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, config } from './config';
import { emulatePhone } from './measure';
import { sourceMaps } from './source-maps';
import { recordTrace, type TraceEvent } from './tracing';

interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}

/** The task kinds worth telling apart in a long task, by the trace's own event names. */
const KINDS = ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'EvaluateScript', 'TimerFire', 'MinorGC'];
const LONG_MS = Number(process.env.TRACE_LONG_MS ?? 50);
/**
 * How long the trace goes on once the network is quiet. The end of the page's start-up (overlays,
 * the other remotes' hints: shell/src/app/after-start-up.ts) comes seconds after the page has
 * shown: TRACE_TAIL_MS=6000 keeps it in the trace.
 */
const TAIL_MS = Number(process.env.TRACE_TAIL_MS ?? 1000);

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: config.viewport });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url }]);
    const page = await context.newPage();
    const cdp = await emulatePhone(page);
    return await recordTrace(
      cdp,
      [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // The sampling profiler: which function each millisecond of a task was in.
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
        'toplevel',
        'v8',
      ],
      async () => {
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
        await page.waitForTimeout(TAIL_MS);
      },
    );
  } finally {
    await context.close();
  }
}

/** "react-dom", "@farfetched/core", "mf-catalog/src/features/home": where a sample's function lives. */
function sourceOf(node: ProfileNode | undefined, mapFor: ReturnType<typeof sourceMaps>): string {
  const frame = node?.callFrame;
  if (!frame?.url?.startsWith('http')) return frame?.functionName || '(native)';
  const map = mapFor(frame.url);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at?.source ?? `${new URL(frame.url).pathname} (no source)`).replace(/^webpack:\/\/[^/]*\//, '');
  if (source.startsWith('data:')) return 'federation runtime (embedded)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\.\//, '')
    .split('/')
    .slice(0, 4)
    .join('/');
}

function analyse(events: TraceEvent[], mapFor: ReturnType<typeof sourceMaps>) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error(`no navigation in the trace (${events.length} events)`);
  const { pid } = navigation;
  // The page's main thread: the renderer's thread with the navigation on it.
  const tid = navigation.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const t0 = navigation.ts;
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? t0;
  // The profiler's samples come in chunks: nodes (functions) and, per sample, its node and the time
  // since the one before.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; source: string; ms: number }[] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data as ProfileData | undefined;
    if (e.name === 'Profile') clock = Number(data?.startTime ?? 0);
    if (e.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      const delta = data.timeDeltas?.[i] ?? 0;
      clock += delta;
      samples.push({ ts: clock, source: sourceOf(nodes.get(id), mapFor), ms: delta / 1000 });
    });
  }
  const allTasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= t0);
  const busyMs = allTasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const tasks = allTasks.filter((e) => (e.dur ?? 0) >= LONG_MS * 1000);
  const total = new Map<string, number>();
  let tbt = 0;
  const rows = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    if (task.ts >= fcp) tbt += Math.max(0, ms - 50);
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e.ts >= task.ts && e.ts < end && KINDS.includes(e.name))
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const self = new Map<string, number>();
    for (const s of samples)
      if (s.ts >= task.ts && s.ts < end) {
        self.set(s.source, (self.get(s.source) ?? 0) + s.ms);
        total.set(s.source, (total.get(s.source) ?? 0) + s.ms);
      }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .filter(([, v]) => v >= 1)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ');
    return `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms ${ms.toFixed(0).padStart(4)} ms  ${top(kinds, 3)}\n${' '.repeat(19)}${top(self, 5)}`;
  });
  return { fcpMs: (fcp - t0) / 1000, tbt, busyMs, rows, total };
}

const url = process.argv[2];
if (!url) throw new Error('usage: pnpm --filter bench trace <url> [runs]');
const runs = Number(process.argv[3] ?? 1);
const mapFor = sourceMaps();
const overall = new Map<string, number>();
const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
// One load first, as the bench makes (src/run.ts): the browser's own start-up is not the page's.
await traceLoad(browser, url);
for (let run = 1; run <= runs; run++) {
  const events = await traceLoad(browser, url);
  // TRACE_SAVE=<file>: the raw trace too (Chromium's DevTools opens it), the last run's.
  if (process.env.TRACE_SAVE) writeFileSync(process.env.TRACE_SAVE, JSON.stringify({ traceEvents: events }));
  const { fcpMs, tbt, busyMs, rows, total } = analyse(events, mapFor);
  console.log(
    `\n[trace] run ${run}: FCP ${fcpMs.toFixed(0)} ms, TBT after it ${tbt.toFixed(0)} ms, main thread busy ${busyMs.toFixed(0)} ms; tasks of ${LONG_MS} ms or more:`,
  );
  for (const row of rows) console.log(row);
  for (const [source, ms] of total) overall.set(source, (overall.get(source) ?? 0) + ms / runs);
}
await browser.close();
console.log(`\n[trace] self time in long tasks, by source (ms a run, mean of ${runs}):`);
for (const [source, ms] of [...overall].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${ms.toFixed(0).padStart(7)}  ${source}`);
