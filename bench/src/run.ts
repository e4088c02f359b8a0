// `pnpm bench`: the composed storefront (Module Federation) against a monolith build of the same
// code, both served by the storefront server (@shop/storefront-server), one provider, cold loads
// interleaved MF, monolith, MF…
// Both have their catalog routes server-rendered: the monolith by a server build of the same
// render made with its own settings (monolith/rspack.config.mjs).
// Prints medians and MF ÷ monolith ratios, and writes them as JSON under bench/results/.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startStorefrontServer } from '@shop/storefront-server';
import { buildMonolith, STAMP } from '../monolith/build.mjs';
import { commit } from './commit';
import { CHROMIUM_ARGS, config } from './config';
import {
  describeParts,
  type InteractionLoad,
  interactionSpecs,
  measureInteraction,
  summariseInp,
} from './interactions';
import { type LighthouseFigures, lighthouse, printLighthouse } from './lighthouse';
import { type Load, measureLoad, type PageSpec } from './measure';
import { detailsPath, ensureProvider, signIn } from './provider';
import { printInp, printSummary, summarise } from './report';

/** The monolith is rebuilt when missing, older than the composed build, or made for another provider. */
function ensureMonolith() {
  const stampFile = join(config.monolithDir, STAMP);
  const registry = join(config.mfDir, 'registry.json');
  if (!existsSync(registry))
    throw new Error(`no composed build in ${config.mfDir}: run \`npm start\` (its build and its release step) first`);
  const stamp = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, 'utf8')) as { SHOP_API_URL?: string | null })
    : null;
  const stale =
    !stamp ||
    statSync(stampFile).mtimeMs < statSync(registry).mtimeMs ||
    (stamp.SHOP_API_URL ?? 'http://localhost:8787') !== config.apiUrl;
  if (stale || process.env.BENCH_REBUILD === '1') {
    process.env.SHOP_API_URL = config.apiUrl;
    process.env.SHOP_FIREBASE_EMULATOR ??= new URL(config.apiUrl).host;
    buildMonolith(config.monolithDir);
  }
}

/** Where the figures were made: they mean little without it (bench/README.md). */
function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.platform()} ${os.release()}`,
    // The machine's load when the run began: a busy machine's figures are only good for ratios.
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

async function main() {
  const started = Date.now();
  const where = machine();
  // Read before the run: files edited while it runs are not what it measured.
  const measured = commit();
  ensureMonolith();
  const provider = await ensureProvider();
  const servers = await Promise.all([
    startStorefrontServer({ port: config.mfPort, root: config.mfDir, apiUrl: config.apiUrl }),
    startStorefrontServer({ port: config.monolithPort, root: config.monolithDir, apiUrl: config.apiUrl }),
  ]);
  const origins = {
    mf: `http://localhost:${config.mfPort}`,
    monolith: `http://localhost:${config.monolithPort}`,
  } as const;
  const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
  const pages: PageSpec[] = [
    { id: 'home', path: '/', app: 'mf_catalog', next: { href: '/faq', app: 'mf_engagement' } },
    { id: 'details', path: await detailsPath(), app: 'mf_catalog', next: { href: '/cart', app: 'mf_basket' } },
    { id: 'cart', path: '/cart', app: 'mf_basket', next: { href: '/auth/login', app: 'mf_account' } },
    {
      id: 'points',
      path: '/account/points',
      app: 'mf_account',
      signedIn: true,
      next: { href: '/competitions/all', app: 'mf_catalog' },
    },
  ];
  const loads: Load[] = [];
  const interactionLoads: InteractionLoad[] = [];
  const serverRendered = { mf: false, monolith: false };
  const lighthouseFigures: Record<string, LighthouseFigures> = {};
  try {
    // The servers load each build's server module at their first page (seconds under tsx's
    // loader on a busy machine, past the warm-up load's own timeout): asked for once first.
    for (const variant of ['mf', 'monolith'] as const) await fetch(`${origins[variant]}/`).then((r) => r.text());
    // One warm-up pair so the server's compression cache and Chromium's own start-up are not measured.
    for (const variant of ['mf', 'monolith'] as const)
      await measureLoad(browser, origins[variant], pages[0] as PageSpec, variant, 0);
    // A comparison of a server-rendered page with a client-rendered one would say little: both say.
    for (const variant of ['mf', 'monolith'] as const) {
      const html = await (await fetch(`${origins[variant]}/`)).text();
      serverRendered[variant] = html.includes('data-server-rendered="true"');
    }
    console.log(`[bench] home server-rendered: MF ${serverRendered.mf}, monolith ${serverRendered.monolith}`);
    for (let run = 1; run <= config.runs; run++) {
      for (const spec of pages) {
        for (const variant of ['mf', 'monolith'] as const) {
          const token = spec.signedIn ? await signIn() : undefined;
          const load = await measureLoad(browser, origins[variant], spec, variant, run, token);
          loads.push(load);
          console.log(
            `[bench] run ${run} ${spec.id.padEnd(8)} ${variant.padEnd(8)} LCP ${load.lcpMs.toFixed(0)} ms, TBT ${load.tbtMs.toFixed(0)} ms, JS ${(load.jsGzipBytes / 1024).toFixed(1)} KiB gzip, route change ${load.routeChangeMs?.toFixed(0) ?? '—'} ms`,
          );
        }
      }
    }
    // Interaction to Next Paint: one cold load and one interaction each, interleaved like the loads.
    const interactions = interactionSpecs(pages[1]?.path ?? '/');
    for (let run = 1; run <= config.inpRuns; run++) {
      for (const spec of interactions) {
        const variants = spec.origin === 'payments' ? (['payments'] as const) : (['mf', 'monolith'] as const);
        for (const variant of variants) {
          const origin = variant === 'payments' ? config.paymentsUrl : origins[variant];
          const load = await measureInteraction(browser, origin, spec, variant, run);
          interactionLoads.push(load);
          console.log(
            `[bench] run ${run} ${spec.id.padEnd(30)} ${variant.padEnd(8)} INP ${load.inpMs?.toFixed(0) ?? '—'} ms${describeParts(load.parts)}`,
          );
        }
      }
    }
    // After the bench's loads, so the two never share the CPU.
    for (const spec of pages.filter((p) => config.lighthouse && (p.id === 'home' || p.id === 'details'))) {
      lighthouseFigures[spec.id] = await lighthouse(origins.mf + spec.path);
      console.log(`[bench] lighthouse ${spec.id} done`);
    }
  } finally {
    await browser.close();
    for (const s of servers) s.server.close();
    provider.stop();
  }

  const inp = summariseInp(interactionLoads);
  const summary = summarise(loads, pages, inp);
  console.log('');
  console.log(
    `${config.runs} cold loads per page and build; CPU ${config.cpuSlowdown}x slower; network: ${config.latencyMs > 0 ? `+${config.latencyMs} ms a round trip, 20/5 Mbit/s (BENCH_LATENCY_MS)` : 'localhost, no added latency'}\n`,
  );
  printSummary(summary);
  printInp(inp);
  printLighthouse(lighthouseFigures);
  mkdirSync(config.resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const result = {
    at: new Date().toISOString(),
    commit: measured,
    seconds: (Date.now() - started) / 1000,
    settings: {
      runs: config.runs,
      cpuSlowdown: config.cpuSlowdown,
      latencyMs: config.latencyMs,
      inpRuns: config.inpRuns,
      viewport: config.viewport,
      // Since the routes are warmed ahead (bench/README.md "Routes warmed ahead"): the pointer on the
      // link and the network quiet first.
      routeChange: 'pointer on the header link, network quiet, then the click',
      paths: Object.fromEntries(pages.map((p) => [p.id, p.path])),
    },
    serverRendered,
    ...summary,
    machine: where,
    inp,
    lighthouse: lighthouseFigures,
    loads,
    interactionLoads,
  };
  const text = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(join(config.resultsDir, `bench-${stamp}.json`), text);
  writeFileSync(join(config.resultsDir, 'latest.json'), text);
  console.log(
    `\n[bench] ${loads.length} loads in ${result.seconds.toFixed(0)} s → ${join(config.resultsDir, 'latest.json')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
