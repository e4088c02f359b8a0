// `pnpm --filter bench first-layout <url> [runs]`: what the first layout of a page's server document
// is made of, the largest task both builds share in Lighthouse (bench/README.md "What the first
// layout is made of"). Each run loads the document with scripts off on the bench's phone (CPU
// slowed, src/measure.ts) at 390 px, with Chromium's tracing on, in a fresh browser context (a new
// renderer, as a first visit and Lighthouse have), then loads it again in the same renderer. It
// prints, for both loads, the layout's time, the font set-ups (each distinct family, size and
// weight the text asks for is a FontCache::GetFontPlatformData) and the text shaping.
// FIRST_LAYOUT_SAVE=<file> writes the runs as JSON.
import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, config } from './config';
import { emulatePhone } from './measure';
import { recordTrace, type TraceEvent } from './tracing';

interface LayoutParts {
  layoutMs: number;
  fontSetUps: number;
  fontSetUpMs: number;
  shapingMs: number;
}

const FONT_SET_UP = 'FontCache::GetFontPlatformData';
const SHAPING = 'InlineNode::ShapeTextIncludingFirstLine';

/** Time and count of the outermost events of one name (a set-up may ask for another inside it). */
function outermost(events: TraceEvent[], name: string): { count: number; ms: number } {
  const own = events.filter((e) => e.name === name && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  let count = 0;
  let ms = 0;
  let openUntil = -1;
  for (const e of own) {
    if (e.ts < openUntil) continue;
    count++;
    ms += (e.dur ?? 0) / 1000;
    openUntil = e.ts + (e.dur ?? 0);
  }
  return { count, ms };
}

function parts(events: TraceEvent[]): LayoutParts {
  // The page's main thread: the one with the most layout on it.
  const layoutByThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Layout' && e.dur)
      layoutByThread.set(`${e.pid}:${e.tid}`, (layoutByThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...layoutByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const fonts = outermost(onMain, FONT_SET_UP);
  return {
    layoutMs: Math.round(outermost(onMain, 'Layout').ms),
    fontSetUps: fonts.count,
    fontSetUpMs: Math.round(fonts.ms),
    shapingMs: Math.round(outermost(onMain, SHAPING).ms),
  };
}

async function run(browser: Browser, url: string): Promise<{ cold: LayoutParts; again: LayoutParts }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url }]);
    const page = await context.newPage();
    const cdp = await emulatePhone(page);
    const tracedLoad = async (to: string) =>
      parts(
        await recordTrace(
          cdp,
          ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'fonts'],
          async () => {
            await page.goto(to, { waitUntil: 'load' });
            await page.waitForTimeout(1000);
          },
        ),
      );
    const cold = await tracedLoad(url);
    // The same document again, a query apart so it is a new navigation in the same renderer.
    const again = await tracedLoad(`${url}${url.includes('?') ? '&' : '?'}again`);
    return { cold, again };
  } finally {
    await context.close();
  }
}

const url = process.argv[2];
if (!url) throw new Error('usage: pnpm --filter bench first-layout <url> [runs]');
const runs = Number(process.argv[3] ?? 5);
const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
const results: { cold: LayoutParts; again: LayoutParts }[] = [];
for (let i = 1; i <= runs; i++) {
  const r = await run(browser, url);
  results.push(r);
  const show = (p: LayoutParts) =>
    `layout ${p.layoutMs} ms (font set-ups ${p.fontSetUps}: ${p.fontSetUpMs} ms, shaping ${p.shapingMs} ms)`;
  console.log(`[first-layout] run ${i}: first load ${show(r.cold)}; again in the same renderer ${show(r.again)}`);
}
await browser.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const summary = Object.fromEntries(
  (['cold', 'again'] as const).map((k) => [
    k,
    Object.fromEntries(
      (['layoutMs', 'fontSetUps', 'fontSetUpMs', 'shapingMs'] as const).map((f) => [
        f,
        median(results.map((r) => r[k][f])),
      ]),
    ),
  ]),
);
console.log(
  `[first-layout] medians of ${runs}: first load ${JSON.stringify(summary.cold)}; again ${JSON.stringify(summary.again)}`,
);
if (process.env.FIRST_LAYOUT_SAVE)
  writeFileSync(
    process.env.FIRST_LAYOUT_SAVE,
    `${JSON.stringify({ url, cpuSlowdown: config.cpuSlowdown, viewport: '390x844, scripts off', date: new Date().toISOString(), runs: results, medians: summary }, null, 2)}\n`,
  );
