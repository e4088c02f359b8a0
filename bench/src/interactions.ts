import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { config } from './config';
import { emulatePhone } from './measure';
import { median } from './report';

// Interaction to Next Paint at 4x CPU, read by the `web-vitals` library in the page
// (bench only: injected before the page's scripts, as the bench's own observers are, and never
// part of what shoppers download). Each measurement is a cold load in a fresh context, then one
// trusted input through Playwright (a real click or key press, as a shopper's), so the page's INP
// is that interaction's latency: from the input to the paint after its handlers ran. The library's
// attribution build also says where the time went: the input's wait for the main thread, its
// handlers, then the wait for the paint (a pointer-over's work in front of the click it predicted
// was found this way: bench/README.md "The intent's warming after the event").

// The package exports no path to its IIFE builds; they sit beside the build `require` resolves to.
const WEB_VITALS_SOURCE = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

export interface InteractionSpec {
  id: string;
  /** The page loaded first; `payments` for the payment service's card fields page. */
  path: string;
  origin: 'storefront' | 'payments';
  /** Shown when the page is ready to be used (its region's heading, a field). */
  ready: (page: Page) => Promise<void>;
  /** The one interaction measured; resolves once its result shows. */
  act: (page: Page) => Promise<void>;
}

export interface InteractionLoad {
  variant: 'mf' | 'monolith' | 'payments';
  interaction: string;
  run: number;
  inpMs: number | null;
  /** Where the INP went (web-vitals' attribution): null when no interaction was reported. */
  parts: InpParts | null;
}

/** What RECORD_INP keeps in the page. */
type ReportedInp = InpParts & { value: number };

export interface InpParts {
  /** From the input to its first handler: the main thread was busy. */
  inputDelayMs: number;
  /** The handlers of the interaction's events. */
  processingMs: number;
  /** From the handlers' end to the next paint. */
  presentationMs: number;
}

export function interactionSpecs(detailsPath: string): InteractionSpec[] {
  return [
    {
      id: 'add to basket (details)',
      path: detailsPath,
      origin: 'storefront',
      ready: (page) => page.getByRole('button', { name: 'Add to basket' }).waitFor({ timeout: 30_000 }),
      act: async (page) => {
        await page.getByRole('button', { name: 'Add to basket' }).click();
        await page.locator('#exampleModal-3').waitFor({ state: 'visible', timeout: 15_000 });
      },
    },
    {
      id: 'open the basket (header)',
      path: '/',
      origin: 'storefront',
      ready: (page) => page.locator('#app-mf_catalog h1').first().waitFor({ timeout: 30_000 }),
      act: async (page) => {
        await page.getByTestId('cart-link').click();
        await page.locator('#app-mf_basket h1').first().waitFor({ state: 'visible', timeout: 15_000 });
      },
    },
    {
      id: 'category switch (list)',
      path: '/competitions/all',
      origin: 'storefront',
      ready: (page) => page.locator('#app-mf_catalog h1').first().waitFor({ timeout: 30_000 }),
      act: async (page) => {
        await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cash' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'Cash Competitions' })
          .waitFor({ state: 'visible', timeout: 15_000 });
      },
    },
    {
      id: 'first keypress (card fields)',
      path: '/fields',
      origin: 'payments',
      ready: (page) => page.getByLabel('Card number').waitFor({ timeout: 30_000 }),
      act: async (page) => {
        // Focused from script (not an interaction), so the key press is the only one measured.
        await page.getByLabel('Card number').evaluate((input: HTMLInputElement) => input.focus());
        await page.keyboard.press('4');
        await page.waitForFunction(() => (document.getElementById('brand')?.textContent ?? '') === 'Visa', undefined, {
          timeout: 15_000,
        });
      },
    },
  ];
}

/**
 * Runs in the page before its scripts, after web-vitals' IIFE in the same script (each init script
 * has a scope of its own, where the IIFE's `var webVitals` stays): keeps the latest INP. Page
 * source text, so tsx's transpiler adds no helper the page lacks.
 */
const RECORD_INP = `window.__inp = null;
webVitals.onINP((metric) => {
  const a = metric.attribution;
  window.__inp = { value: metric.value, inputDelayMs: a.inputDelay, processingMs: a.processingDuration, presentationMs: a.presentationDelay };
}, { reportAllChanges: true });`;

export async function measureInteraction(
  browser: Browser,
  origin: string,
  spec: InteractionSpec,
  variant: InteractionLoad['variant'],
  run: number,
): Promise<InteractionLoad> {
  const context = await browser.newContext({ viewport: config.viewport });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: origin }]);
    await context.addInitScript({ content: `${WEB_VITALS_SOURCE}\n;${RECORD_INP}` });
    const page = await context.newPage();
    await emulatePhone(page);
    await page.goto(origin + spec.path, { waitUntil: 'load' });
    await spec.ready(page);
    // The shopper acts once the page looks ready and the network is quiet: hydration is done.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await spec.act(page);
    // The entry is reported after the next paint; a few frames later it has arrived.
    const reported = await page
      .waitForFunction(() => (window as unknown as { __inp: ReportedInp | null }).__inp, undefined, { timeout: 5_000 })
      .then((handle) => handle.jsonValue() as Promise<ReportedInp>)
      .catch(() => null);
    if (!reported) return { variant, interaction: spec.id, run, inpMs: null, parts: null };
    const { value, ...parts } = reported;
    return { variant, interaction: spec.id, run, inpMs: value, parts };
  } catch (error) {
    console.warn(`[bench] ${spec.id} (${variant}) failed: ${(error as Error).message}`);
    return { variant, interaction: spec.id, run, inpMs: null, parts: null };
  } finally {
    await context.close();
  }
}

/** ` (input delay 52, processing 30, presentation 12)`, or nothing without the parts. */
export function describeParts(parts: InpParts | null): string {
  if (!parts) return '';
  const ms = (value: number) => value.toFixed(0);
  return ` (input delay ${ms(parts.inputDelayMs)}, processing ${ms(parts.processingMs)}, presentation ${ms(parts.presentationMs)})`;
}

export type InpSummary = Record<string, { mf: number | null; monolith: number | null; payments: number | null }>;

export function summariseInp(loads: InteractionLoad[]): InpSummary {
  const out: InpSummary = {};
  for (const id of [...new Set(loads.map((l) => l.interaction))]) {
    const of = (variant: InteractionLoad['variant']) =>
      median(loads.filter((l) => l.interaction === id && l.variant === variant).map((l) => l.inpMs ?? Number.NaN));
    out[id] = { mf: of('mf'), monolith: of('monolith'), payments: of('payments') };
  }
  return out;
}
