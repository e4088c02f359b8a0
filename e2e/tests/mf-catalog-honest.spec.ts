import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { expectNoSeriousViolations, signInByApi } from './hardening-a11y-helpers';

// The storefront's side of "Honest pages", "Live draws" and "Trust basics": a details
// page offers no entry it would refuse and says why, a drawn competition leads with its result,
// the preview never counts more than may be added, odds and the cash alternative are shown, a
// streamed draw counts down, links the stream and then the replay, and the footer names the
// operator. Each journey runs at 390 and 1280 px, with axe over the changed screen.

interface Comp {
  id: number;
  title: string;
  max_ticket_per_user: number;
  total_sell_tickets: number;
  total_ticket_sold: number;
  hide_ticket_count: boolean;
  live_stream_url: string;
  replay_url: string;
  draw_outcome?: { winning_ticket: number | null; winner_name: string | null };
}

async function findComp(request: APIRequestContext, title: string): Promise<Comp> {
  for (const call of ['featured_competition', 'finished_soldout_competition']) {
    const response = await provider<{ data: Comp[] }>(request, `/api/v1/${call}`, { page: 1, limit: 100, all: true });
    const found = response.data.find((c) => c.title === title);
    if (found) return found;
  }
  throw new Error(`no competition titled ${title}`);
}
const detailsPath = (c: Comp) => `/competition/details/${c.title.replace(/\W+/g, '-')}-${c.id}`;
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}
const entry = (page: Page) => page.getByTestId('entry-panel');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, { tag: ['@mf-catalog'] }, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page, request }) => {
      await resetProvider(request);
      await acceptCookies(page);
    });

    test('a drawn competition leads with its result, the replay and no entry', async ({ page, request, problems }) => {
      const c = await findComp(request, 'Range Rover Evoque');
      expect(c.draw_outcome?.winning_ticket).toBeTruthy();
      await page.goto(detailsPath(c));
      const result = page.getByTestId('drawn-result');
      await expect(result.getByTestId('drawn-ticket')).toHaveText(`#${c.draw_outcome?.winning_ticket}`);
      await expect(result.getByTestId('drawn-winner')).toHaveText(c.draw_outcome?.winner_name ?? '');
      // The draw's entry list is on its results page (mf-catalog/src/features/entry-list).
      await result.getByRole('link', { name: 'See every entry' }).click();
      await expect(page.getByTestId('entry-list').getByRole('table')).toContainText(/\d/);
      await page.goBack();
      // Above the fold: the result starts inside the first screen, on a phone too.
      const box = await result.boundingBox();
      expect(box && box.y + 40).toBeLessThan(viewport.height);
      await expect(page.getByTestId('state-banner')).toHaveText('This competition has finished');
      await expect(entry(page).getByRole('button')).toHaveCount(0);
      await expect(entry(page).locator('#ticket-quantity')).toHaveCount(0);
      await expect(entry(page)).not.toContainText('Up to');
      await expect(entry(page)).not.toContainText('Free postal route');
      await expect(page.getByTestId('cash-alternative')).toHaveText('or £34,000 cash alternative');
      await expect(page.getByTestId('odds')).toHaveText('1 in 3,000');
      await expect(page.getByTestId('ticket-total')).toHaveText('3,000 tickets');
      const live = page.getByTestId('live-draw');
      await expect(live).toHaveAttribute('data-phase', 'replay');
      await expect(live.getByTestId('live-draw-time')).toHaveText(
        /^Drawn live at (\d{1,2}(:\d{2})?(am|pm)|midday|midnight) on \d{1,2} \w+ \d{4}\.$/,
      );
      await expect(live.getByRole('link', { name: 'Watch the replay' })).toHaveAttribute('href', c.replay_url);
      await expectNoSeriousViolations(page);
      await shot(page, 'details-drawn');
      // "Verify this draw" leads to this page's proof, whose button runs the check.
      await result.getByRole('link', { name: 'Verify this draw' }).click();
      await expect(page).toHaveURL(/#draw-proof$/);
      await expect(page.getByTestId('draw-proof').getByRole('button', { name: 'Verify this draw' })).toBeInViewport();
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    });

    test('a sold-out competition says so and offers no entry', async ({ page, request }) => {
      await page.goto(detailsPath(await findComp(request, 'AirPods Max Sold Out Special')));
      await expect(page.getByTestId('state-banner')).toHaveText('Sold out');
      await expect(entry(page).getByRole('button')).toHaveCount(0);
      await expect(entry(page)).not.toContainText('Up to');
      await expect(page.getByTestId('drawn-result')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'details-sold-out');
    });

    test('the preview never counts more than may be added', async ({ page, request }) => {
      const c = await findComp(request, 'Tesla Model 3 or £35,000 Cash');
      const max = Math.min(c.max_ticket_per_user, c.total_sell_tickets - c.total_ticket_sold);
      await page.goto(detailsPath(c));
      await expect(page.locator('#ticket-quantity-hint')).toHaveText(`Up to ${max} tickets for this entry.`);
      await page.locator('#ticket-quantity').fill(String(max + 30));
      await expect(page.getByTestId('line-total')).toHaveText(
        new RegExp(`^${max} × £2\\.49 = £[\\d,]+\\.\\d{2} \\(the most you can add\\)$`),
      );
      await expect(page.getByTestId('line-total')).toContainText(
        `£${(max * 2.49).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      );
      await expect(page.getByTestId('odds')).toHaveText('1 in 9,999');
      await expect(page.getByTestId('cash-alternative')).toHaveText('or £35,000 cash alternative');
      await expectNoSeriousViolations(page);
      await shot(page, 'details-preview');
    });

    test('a shopper at the maximum is told so and offered no entry', async ({ page, request }) => {
      const email = `maxed-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
      const title = `Maxed Out Test ${viewport.width}`;
      const seeded = await request.post(`${API}/__local/seed`, {
        data: {
          users: [{ email, password: 'MaxedPass!2026', first_name: 'Max', last_name: 'Out' }],
          competitions: [
            {
              ref: 'maxed',
              title,
              category: 'tech',
              price: 1,
              closes_in_hours: 72,
              total_tickets: 500,
              max_per_user: 5,
            },
          ],
          orders: [{ user: email, status: 'completed', days_ago: 1, lines: [{ competition: 'maxed', quantity: 5 }] }],
        },
      });
      expect(seeded.ok(), await seeded.text()).toBeTruthy();
      const c = await findComp(request, title);
      // Before signing in, the page offers entry as to anyone.
      await page.goto(detailsPath(c));
      await expect(entry(page).getByRole('button', { name: 'Add to basket' })).toBeVisible();
      await signInByApi(page, request, { email, password: 'MaxedPass!2026' });
      await page.goto(detailsPath(c));
      await expect(page.getByTestId('state-banner')).toHaveText('You have the maximum 5 tickets in this competition');
      await expect(entry(page).getByRole('button')).toHaveCount(0);
      await expect(entry(page).locator('#ticket-quantity')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'details-maxed');
    });

    test('a streamed draw counts down, then links the stream once its time has come', async ({ page, request }) => {
      const c = await findComp(request, 'Tesla Model 3 or £35,000 Cash');
      await page.goto(detailsPath(c));
      const live = page.getByTestId('live-draw');
      await expect(live).toHaveAttribute('data-phase', 'upcoming');
      await expect(live.getByTestId('live-draw-time')).toHaveText(/^To be drawn live at .+ on \d{1,2} \w+ \d{4}\.$/);
      const first = await live.getByTestId('live-countdown').textContent();
      expect(first).toMatch(/^\d+d \d{2}h \d{2}m \d{2}s$/);
      await expect(live.getByTestId('live-countdown')).not.toHaveText(first ?? '');
      await expect(live.getByRole('link', { name: 'Watch live' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'details-live-upcoming');

      // Thirteen days on (the Tesla closes in twelve and is drawn an hour after): not drawn yet.
      await page.clock.install({ time: Date.now() + 13 * 24 * 3_600_000 });
      await page.reload();
      await expect(live).toHaveAttribute('data-phase', 'live');
      await expect(live.getByTestId('live-draw-time')).toHaveText(/^On now: drawn live at .+ on \d{1,2} \w+ \d{4}\.$/);
      await expect(live.getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', c.live_stream_url);
      await expect(page.getByTestId('state-banner')).toHaveText('This competition has finished');
      await expectNoSeriousViolations(page);
      await shot(page, 'details-live-now');
    });

    test('the footer names the operator from the site settings', async ({ page }) => {
      await page.goto('/');
      // The shell's own footer, not the server's first paint of it, which the shell replaces when it
      // starts (shell/src/app/chrome.tsx): read and scrolled to while it was replaced, the old one
      // was gone from the page.
      const operator = page.locator('#shell-footer > :not([data-first-paint])').getByTestId('operator');
      await expect(operator).toHaveText(
        'Prize Draw UK Ltd · Company number 09876543 · Registered office: 1 Example Street, Leeds LS1 4AP',
      );
      await operator.scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, '#shell-footer');
      if (SHOTS) {
        // Home's sections lay out as they come near (content-visibility): scroll until the end stays put.
        for (let i = 0; i < 3; i++) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(200);
        }
        await page.screenshot({ path: `${SHOTS}/footer-${viewport.width}.png` });
      }
    });
  });
}
