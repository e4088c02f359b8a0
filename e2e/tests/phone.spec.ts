import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, resetProvider, test } from './fixtures';
import { competitions, detailsPathOf, settle } from './hardening-a11y-helpers';
import { account } from './support/account';

// The site made for phones. At 390 px the header folds its links behind a Menu
// button, the account menu shows every item, the overview is one card per competition and paged,
// and six routes pass the audits Lighthouse's accessibility score rests on (tap targets, heading
// order, contrast, labels), so that score stays at 100.
test.use({ viewport: { width: 390, height: 844 } });

const SHOPPER = { email: 'phone.shopper@example.co.uk', token: 'phone-shopper-token-123456' };

/** A shopper with tickets in seven live competitions, two orders in the first. */
async function seedShopper(request: APIRequestContext) {
  const refs = [1, 2, 3, 4, 5, 6, 7].map((n) => `p${n}`);
  const r = await request.post(`${API}/__local/seed`, {
    data: {
      competitions: refs.map((ref, i) => ({
        ref,
        title: `Phone draw ${i + 1}`,
        category: 'cash',
        price: 1,
        total_tickets: 100,
        max_per_user: 20,
        closes_in_hours: 48 + i,
        draw_in_hours: 49 + i,
      })),
      users: [{ ...SHOPPER, first_name: 'Pat', last_name: 'Phone' }],
      orders: [
        {
          user: SHOPPER.email,
          status: 'completed',
          days_ago: 2,
          lines: refs.map((competition) => ({ competition, quantity: 2 })),
        },
        { user: SHOPPER.email, status: 'completed', days_ago: 1, lines: [{ competition: 'p1', quantity: 3 }] },
      ],
    },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
}

const MAIN_LINKS = ['Competitions', 'Instant Wins', 'Results', 'Winners', 'FAQs'];
const AUDITS = ['target-size', 'heading-order', 'color-contrast', 'label', 'button-name', 'link-name', 'image-alt'];

test.describe('a phone at 390 px', { tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-account'] }, () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('the Menu button reaches every header link, and Escape closes it', async ({ page, problems }) => {
    await page.goto('/');
    const header = page.locator('#shell-header');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByTestId('cart-link')).toBeVisible();
    const menu = header.getByRole('button', { name: 'Menu' });
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(MAIN_LINKS);
    await expect(nav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    for (const name of MAIN_LINKS) {
      await menu.click();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(nav).toBeHidden();
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await expect(page).toHaveURL(/\/faq$/);
    expect(problems).toEqual([]);
  });

  test('the account menu shows every item on screen, and the overview is one card per competition, paged', async ({
    page,
    request,
  }) => {
    await resetProvider(request);
    await seedShopper(request);
    await page.addInitScript((t) => window.localStorage.setItem('AUTH_TOKEN_KEY', btoa(t)), SHOPPER.token);
    await page.goto('/account');
    const region = account(page);
    const items = region.getByRole('navigation', { name: 'My account' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    for (const item of await items.all()) {
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${await item.textContent()} is on screen`).toBe(true);
    }
    const upcoming = region.getByRole('region', { name: 'Upcoming draws' });
    const cards = upcoming.getByTestId('overview-competition');
    await expect(cards).toHaveCount(5);
    await expect(upcoming.getByText('Showing 5 of 7 competitions')).toBeVisible();
    await upcoming.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(7);
    await expect(upcoming.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    // Two orders in one competition make one card with all five tickets and both orders.
    const twice = cards.filter({ hasText: 'Phone draw 1' });
    await expect(twice).toHaveCount(1);
    await expect(twice).toContainText(/5 tickets:\s*(#\d+\s*){5}/);
    await expect(twice.getByRole('link', { name: /^Order #\d+$/ })).toHaveCount(2);
  });

  test('six routes pass the tap-target, heading-order, contrast and label audits', async ({ page, request }) => {
    const first = (await competitions(request))[0];
    if (!first) throw new Error('the provider lists no competition');
    const problems: string[] = [];
    for (const path of ['/', '/competitions/all', detailsPathOf(first), '/cart', '/auth/login', '/winners_list']) {
      await page.goto(path);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withRules(AUDITS).analyze();
      for (const v of violations)
        problems.push(
          `${path} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
        );
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
