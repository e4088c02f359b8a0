// `pnpm --filter bench query-cost [origin] [queries] [runs]`: what one read of the data layer costs to make
// in a served composition's page (`npm start`: http://localhost:8080), the bench's phone's CPU
// (src/measure.ts emulatePhone: CPU slowed, no added latency needed). Once home has loaded, it
// takes farfetched's `createQuery`, effector's `createEffect` and the spec's cache rules
// (@shop/provider-client applyDataCacheRules) from the page's own share scope, the copies the
// remotes use, and makes `queries` reads the way a catalog query module does (its own effect and
// name), with and without the cache rules: the heap each read holds (after a collection) and the
// time to make one. Home's first view makes eight, a module a task (mf-catalog
// src/app/first-view.ts); bench/README.md "What a query costs" reads these figures. Each run is a
// fresh page a kind; the runs go to results/query-cost.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { commit } from './commit';
import { CHROMIUM_ARGS, config } from './config';
import { emulatePhone } from './measure';

const origin = process.argv[2] ?? 'http://localhost:8080';
const queries = Number(process.argv[3] ?? 20);
const runs = Number(process.argv[4] ?? 3);

interface Reads {
  kind: 'createQuery' | 'createQuery + applyDataCacheRules';
  run: number;
  /** The heap the reads hold, a read, after a collection. */
  heldKiB: number;
  /** The time to make one, at the phone's CPU. */
  ms: number;
  /** The whole page's heap before them (home loaded, after a collection). */
  pageHeapMiB: number;
}
const reads: Reads[] = [];

/** Made in the page: a string, so the bundler of this script adds nothing the page lacks. */
const makeReads = (count: number, withRules: boolean) => `(async () => {
  const scope = Object.values(globalThis.__FEDERATION__.__SHARE__)[0].default;
  const shared = async (name) => (await Object.values(scope[name])[0].get())();
  const { createQuery } = await shared('@farfetched/core');
  const { createEffect } = await shared('effector');
  const { applyDataCacheRules } = await shared('@shop/provider-client');
  globalThis.__queryCost ??= [];
  const started = performance.now();
  for (let i = 0; i < ${count}; i++) {
    const query = createQuery({
      name: 'query-cost.' + globalThis.__queryCost.length,
      effect: createEffect(async (page) => ({ data: [page] })),
      mapData: ({ result }) => result.data,
    });
    if (${withRules}) applyDataCacheRules(query);
    globalThis.__queryCost.push(query);
  }
  return (performance.now() - started) / ${count};
})()`;

const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
try {
  console.log(`${queries} reads a kind in ${origin}/ at ${config.cpuSlowdown}x CPU, ${runs} runs:`);
  for (let run = 1; run <= runs; run++)
    for (const withRules of [false, true]) {
      const context = await browser.newContext({ viewport: config.viewport });
      await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      if (!(await page.evaluate('Boolean(globalThis.__FEDERATION__?.__SHARE__)')))
        throw new Error(
          `${origin} has no federation share scope: serve the composition (the monolith shares nothing).`,
        );
      const cdp = await emulatePhone(page);
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Runtime.getHeapUsage')).usedSize;
      };
      const before = await heap();
      const ms = (await page.evaluate(makeReads(queries, withRules))) as number;
      const held = (await heap()) - before;
      const kind = withRules ? 'createQuery + applyDataCacheRules' : 'createQuery';
      const read: Reads = {
        kind,
        run,
        heldKiB: Math.round(held / queries / 1024),
        ms: Math.round(ms * 10) / 10,
        pageHeapMiB: Math.round((before / 1048576) * 10) / 10,
      };
      reads.push(read);
      console.log(
        `  ${kind.padEnd(34)} ${String(read.heldKiB).padStart(5)} KiB held, ${read.ms} ms a read (the page held ${read.pageHeapMiB} MiB)`,
      );
      await context.close();
    }
} finally {
  await browser.close();
}
const file = join(config.resultsDir, 'query-cost.json');
const record = {
  at: new Date().toISOString(),
  commit: commit(),
  origin,
  cpuSlowdown: config.cpuSlowdown,
  queries,
  reads,
};
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`[query-cost] → ${file}`);
