// Debug aid: `npx tsx src/urls.ts <url>` lists the scripts one cold load fetches, in order, with
// their gzip sizes and when they finished (ms since navigation start).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, config } from './config';
import { gzipSize } from './gzip';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx src/urls.ts <url>');
const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: config.viewport });
await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url }]);
const page = await context.newPage();
await page.goto(url, { waitUntil: 'load' });
await page.waitForLoadState('networkidle');
const entries = await page.evaluate(() =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
    name: r.name,
    start: r.startTime,
    end: r.responseEnd,
  })),
);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
let total = 0;
for (const e of entries) {
  const js = new URL(e.name).pathname.endsWith('.js');
  const size = js ? await gzipSize(e.name) : 0;
  total += size;
  console.log(
    `${e.start.toFixed(0).padStart(6)} ${e.end.toFixed(0).padStart(6)} ${js ? (size / 1024).toFixed(1).padStart(7) : '       '} ${new URL(e.name).pathname}${new URL(e.name).search.slice(0, 40)}`,
  );
}
console.log(`FCP ${fcp.toFixed(0)} ms; JS gzip ${(total / 1024).toFixed(1)} KiB`);
await browser.close();
