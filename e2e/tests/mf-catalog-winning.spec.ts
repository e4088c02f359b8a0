import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { expectNoSeriousViolations, settle } from './hardening-a11y-helpers';

// The storefront side: a winner claims a prize (prefilled, cash or prize, 18+, proof of
// identity, consent, a confirmation a phone shows, the claim's status), a drawn competition's
// entry list (paged and as CSV) and the winners page (largest first, filtered by kind), each at
// 390 px and 1280 px, axe clean, with a screenshot of each screen.

const WIDTHS = [390, 1280] as const;

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const path = dir ? `${dir}/${name}.png` : testInfo.outputPath(`${name}.png`);
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path, fullPage: true });
}

/** A winner with a saved address and no date of birth, and a prize above the identity threshold with a cash alternative. */
async function seedWinner(request: APIRequestContext, width: number) {
  const email = `winner-${width}@example.co.uk`;
  const token = `winner-token-${width}-${Date.now()}`;
  const seeded = await request.post(`${API}/__local/seed`, {
    data: {
      competitions: [
        {
          ref: `car-${width}`,
          title: `Porsche Macan (${width})`,
          category: 'cars',
          price: 2.5,
          closes_in_hours: -2,
          total_tickets: 1000,
          max_per_user: 50,
          prize_value: 30000,
          cash_alternative: 25000,
        },
      ],
      users: [
        {
          email,
          password: 'WinnerPassword!2026',
          first_name: 'Wendy',
          last_name: 'Winner',
          token,
          billing: { phone: '07700 900777', address_1: '4', address_2: 'Mill Lane', city: 'York', postcode: 'YO1 7HH' },
        },
      ],
      wins: [
        {
          user: email,
          name: 'Wendy W.',
          competition: `car-${width}`,
          ticket_number: 321,
          kind: 'draw',
          prize: `Porsche Macan (${width})`,
          value: 30000,
          claimable: true,
        },
      ],
    },
  });
  expect(seeded.ok(), await seeded.text()).toBeTruthy();
  const prizes = await provider<{ data: { win_id: number; prize: string }[] }>(request, '/api/v1/claimable_prizes', {
    token,
  });
  const win = prizes.data.find((p) => p.prize === `Porsche Macan (${width})`);
  expect(win).toBeTruthy();
  return { token, winId: win?.win_id ?? 0 };
}

for (const width of WIDTHS) {
  test(
    `claim: the win email's link opens a prefilled claim, checked at each field, confirmed on screen (${width} px)`,
    { tag: ['@mf-catalog'] },
    async ({ page, request, problems }, testInfo) => {
      await page.setViewportSize({ width, height: 860 });
      const { token, winId } = await seedWinner(request, width);
      await page.addInitScript((t) => {
        if (!window.localStorage.getItem('AUTH_TOKEN_KEY')) window.localStorage.setItem('AUTH_TOKEN_KEY', btoa(t));
      }, token);
      await page.goto(`/claim/prize?win=${winId}`);
      const form = page.locator('#claim-form');
      await expect(form).toBeVisible();
      await expect(page.getByRole('button', { name: 'Claim this prize' })).toHaveAttribute('aria-pressed', 'true');
      // Prefilled from the saved billing address, in its own fields.
      await expect(page.getByLabel('Full name')).toHaveValue('Wendy Winner');
      await expect(page.getByLabel('Phone number')).toHaveValue('07700 900777');
      await expect(page.getByLabel('House name/number')).toHaveValue('4');
      await expect(page.getByLabel('Street address (optional)')).toHaveValue('Mill Lane');
      await expect(page.getByLabel('Town/City')).toHaveValue('York');
      await expect(page.getByLabel('Postcode')).toHaveValue('YO1 7HH');
      // The prize or its cash alternative; consent is optional and unticked.
      await expect(page.getByRole('radio', { name: /The prize: Porsche Macan/ })).toBeChecked();
      await page.getByRole('radio', { name: '£25,000.00 cash alternative' }).check();
      const consent = page.getByRole('checkbox', { name: /You may show my first name/ });
      await expect(consent).not.toBeChecked();

      // Under 18, and no document: said at each field, nothing sent.
      const dob = page.getByLabel('Date of birth');
      const year = new Date().getFullYear();
      await dob.fill(`${year - 17}-01-15`);
      await page.getByRole('button', { name: 'Send my claim' }).click();
      await expect(page.locator('#claim-date_of_birth-error')).toHaveText(
        'Prizes can only be claimed by someone aged 18 or over.',
      );
      await expect(dob).toBeFocused();
      await expect(page.locator('#claim-id_document-error')).toHaveText(
        'Please add a photo or scan of your passport or driving licence.',
      );
      const upload = page.getByLabel('Proof of identity');
      await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.locator('#claim-id_document-error')).toHaveText(
        'Please choose a JPEG, PNG or PDF file (a photo or a scan).',
      );
      await expectNoSeriousViolations(page, 'main');
      await shot(page, testInfo, `claim-form-errors-${width}`);

      await dob.fill('1990-05-17');
      await upload.setInputFiles({
        name: 'passport.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 id'),
      });
      await expect(form).toContainText('Chosen: passport.pdf.');
      await consent.check();
      await page.getByRole('button', { name: 'Send my claim' }).click();

      // The confirmation replaces the form, in view on a phone too, with what happens next.
      const done = page.getByTestId('claim-confirmation');
      await expect(done).toBeInViewport();
      await expect(done.getByRole('heading', { name: 'Claim received' })).toBeFocused();
      await expect(done).toContainText('£25,000.00 cash alternative to Porsche Macan');
      await expect(done.getByTestId('claim-status')).toHaveText('Claim received');
      await expect(done).toContainText('What happens next');
      const box = await done.boundingBox();
      // Readable on a phone: the confirmation takes the width of the page (820 px at most), not a sliver.
      expect(box?.width ?? 0).toBeGreaterThan(Math.min(width - 80, 700));
      await expectNoSeriousViolations(page, 'main');
      await shot(page, testInfo, `claim-confirmation-${width}`);

      // Staff move the claim on; the list shows the status in place of a form.
      const moved = await request.post(`${API}/__local/claim-status`, {
        data: { win_id: winId, status: 'dispatched' },
      });
      expect(moved.ok()).toBeTruthy();
      await page.reload();
      const item = page.getByTestId('claimable-prize').filter({ hasText: `Porsche Macan (${width})` });
      await expect(item.getByTestId('claim-status')).toHaveText('Dispatched');
      await expect(item.getByRole('button', { name: 'Claim this prize' })).toHaveCount(0);
      await expect(page.locator('#claim-form')).toHaveCount(0);
      await shot(page, testInfo, `claim-status-${width}`);
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    },
  );

  test(
    `entry list: a drawn competition's entries, paged, and the whole list as CSV (${width} px)`,
    { tag: ['@mf-catalog'] },
    async ({ page, request, problems }, testInfo) => {
      await page.setViewportSize({ width, height: 860 });
      const first = await provider<{
        data: { ticket_number: number; name: string }[];
        total: number;
        total_pages: number;
      }>(request, '/api/v1/entry_list', { competition_id: 19, page: 1, limit: 50 });
      expect(first.total).toBeGreaterThan(50);
      await page.goto('/draw/results');
      await page.getByRole('link', { name: 'Entry list of Range Rover Evoque' }).click();
      await expect(page).toHaveURL(/[?&]competition=19/);
      const list = page.getByTestId('entry-list');
      await expect(list.getByRole('heading', { name: 'Entry list: Range Rover Evoque' })).toBeVisible();
      const rows = list.locator('tbody tr');
      await expect(rows).toHaveCount(50);
      await expect(rows.first()).toHaveText(`#${first.data[0]?.ticket_number}${first.data[0]?.name}`);
      await expect(list).toContainText(`${first.total.toLocaleString('en-GB')} entries`);
      await expectNoSeriousViolations(page, 'main');
      await shot(page, testInfo, `entry-list-${width}`);

      await list.getByRole('navigation', { name: 'Entry list pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]entries=2/);
      await expect(list.getByRole('navigation', { name: 'Entry list pages' })).toContainText(
        `Page 2 of ${Math.ceil(first.total / 50)}`,
      );
      const second = await provider<{ data: { ticket_number: number }[] }>(request, '/api/v1/entry_list', {
        competition_id: 19,
        page: 2,
        limit: 50,
      });
      await expect(rows.first()).toContainText(`#${second.data[0]?.ticket_number}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        list.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('entry-list-19.csv');
      const csv = readFileSync((await download.path()) ?? '', 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(csv[0]).toBe('"Ticket number","Name"');
      expect(csv).toHaveLength(first.total + 1);
      expect(csv[1]).toBe(`"${first.data[0]?.ticket_number}","${first.data[0]?.name}"`);
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    },
  );

  test(
    `winners: the largest prizes lead, filtered by kind, paging kept (${width} px)`,
    { tag: ['@mf-catalog'] },
    async ({ page, request, problems }, testInfo) => {
      await page.setViewportSize({ width, height: 860 });
      const largest = await provider<{ data: { prize: string; value: number }[] }>(request, '/api/v1/winners', {
        page: 1,
        limit: 12,
        sort: 'largest',
      });
      await page.goto('/winners_list');
      await settle(page);
      const cards = page.getByTestId('winner');
      await expect(cards.first()).toContainText(largest.data[0]?.prize ?? '');
      await expect(cards.first()).toContainText('Range Rover Evoque');
      await expect(
        page.getByRole('navigation', { name: 'Kind of win' }).getByRole('link', { name: 'All' }),
      ).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousViolations(page, 'main');
      await shot(page, testInfo, `winners-${width}`);

      await page.getByRole('navigation', { name: 'Kind of win' }).getByRole('link', { name: 'Instant wins' }).click();
      await expect(page).toHaveURL(/\/winners_list\?kind=instant$/);
      await expect(cards.first()).toContainText('Apple AirPods');
      const instant = await provider<{ data: unknown[] }>(request, '/api/v1/winners', {
        page: 1,
        limit: 12,
        kind: 'instant',
        sort: 'largest',
      });
      await expect(cards).toHaveCount(instant.data.length);
      for (const card of await cards.all()) await expect(card).toContainText('Instant win');
      await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Most recent' }).click();
      await expect(page).toHaveURL(/kind=instant&sort=recent/);
      await page.getByRole('navigation', { name: 'Kind of win' }).getByRole('link', { name: 'Rewards' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('£20 Amazon Voucher');
      await shot(page, testInfo, `winners-rewards-${width}`);

      // Paging keeps the filter: 12 more instant winners make two pages of them.
      const wins = Array.from({ length: 12 }, (_, i) => ({
        name: `Extra ${i}`,
        competition: 1,
        ticket_number: 7000 + i,
        kind: 'instant',
        prize: `£${i + 1} Site Credit`,
        value: i + 1,
      }));
      expect((await request.post(`${API}/__local/seed`, { data: { wins } })).ok()).toBeTruthy();
      await page.goto('/winners_list?kind=instant');
      await settle(page);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect(pager).toContainText('Page 1 of 2');
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/winners_list\?kind=instant&page=2$/);
      await expect(pager).toContainText('Page 2 of 2');
      await expect(cards).toHaveCount(instant.data.length);
      for (const card of await cards.all()) await expect(card).toContainText('Instant win');
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    },
  );
}
