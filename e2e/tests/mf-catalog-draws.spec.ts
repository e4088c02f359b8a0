import { acceptCookies, expect, resetProvider, test } from './fixtures';

// Every finished competition shows its outcome and a draw anyone can verify, and the
// demo data agrees with itself from page to page.

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

const drawRow = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId('draw-result').filter({ hasText: title });

test('a finished competition shows its winner and ticket, and its draw verifies; a tampered seed fails', {
  tag: ['@mf-catalog'],
}, async ({ page }) => {
  await page.goto('/results');
  const row = drawRow(page, 'Range Rover Evoque');
  const ticket = ((await row.locator('td[data-label="Winning ticket"]').textContent()) ?? '').trim();
  const winner = ((await row.locator('td[data-label="Winner"]').textContent()) ?? '').trim();
  expect(ticket).toMatch(/^#\d+$/);
  await row.getByRole('link', { name: 'Range Rover Evoque' }).click();

  const proof = page.getByTestId('draw-proof');
  await expect(proof.getByTestId('draw-winner')).toHaveText(winner);
  await expect(proof.getByTestId('draw-ticket')).toHaveText(ticket);
  await proof.getByRole('button', { name: 'Verify this draw' }).click();
  await expect(proof.getByTestId('draw-check')).toHaveText(
    `Verified: the seed matches the published commitment and picks ticket ${ticket}.`,
  );

  // The same page given a seed that is not the one committed to: the check must fail.
  await page.route(/draw_proof/, async (route) => {
    const response = await (await route.fetch()).json();
    const seed: string = response.data.seed;
    response.data.seed = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    await route.fulfill({ json: response });
  });
  await page.reload();
  await expect(proof.getByTestId('draw-seed')).toBeVisible();
  await proof.getByRole('button', { name: 'Verify this draw' }).click();
  await expect(proof.getByTestId('draw-check')).toHaveText(
    'Verification failed: the SHA-256 of this seed does not match the published commitment.',
  );
});

test('a live competition shows the commitment to its seed, and nothing to verify yet', {
  tag: ['@mf-catalog'],
}, async ({ page }) => {
  await page.goto('/competitions/all');
  await page.getByRole('link', { name: /^Enter .*Tax-Free Cash/ }).click();
  const proof = page.getByTestId('draw-proof');
  await expect(proof.getByTestId('draw-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(proof.getByRole('button', { name: 'Verify this draw' })).toHaveCount(0);
  await expect(proof.getByTestId('draw-seed')).toHaveCount(0);

  // Its entry list's address (the one each entrant is mailed after the draw) says when it comes,
  // offers no "Try again" and no download: asking again changes nothing before the draw.
  const id = /-(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  await page.goto(`/draw/results?competition=${id}`);
  const list = page.getByTestId('entry-list');
  await expect(list).toContainText(
    'There is no entry list for this competition yet: it is published once the competition is drawn.',
  );
  await expect(list.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('winners, competitions and results agree: names, tickets and dates', { tag: ['@mf-catalog'] }, async ({
  page,
}) => {
  // An instant winner's ticket shows as won on its competition's own page.
  await page.goto('/winners_list');
  const james = page.getByTestId('winner').filter({ hasText: 'James W.' }).filter({ hasText: 'Instant win' });
  await expect(james).toContainText('ticket #4321');
  await james.getByRole('link', { name: '£10,000 Tax-Free Cash' }).click();
  const instant = page.getByTestId('instant-wins');
  await expect(instant.getByRole('list', { name: 'Winning tickets for £5 Site Credit' })).toContainText(
    '#4321 won by James',
  );
  await expect(instant.getByRole('list', { name: 'Winning tickets for Apple AirPods' })).toContainText(
    '#2500 won by Demo',
  );

  // A main draw: the results row, the winners card, the details page and the card say the same.
  await page.goto('/results');
  const row = drawRow(page, '£5,000 Christmas Warm-up Cash');
  const ticket = ((await row.locator('td[data-label="Winning ticket"]').textContent()) ?? '').trim();
  const winner = ((await row.locator('td[data-label="Winner"]').textContent()) ?? '').trim();
  const drawn = ((await row.locator('td[data-label="Drawn"]').textContent()) ?? '').trim();
  await page.goto('/winners_list');
  await expect(
    page.getByTestId('winner').filter({ hasText: 'Main draw' }).filter({ hasText: '£5,000 Christmas Warm-up Cash' }),
  ).toContainText(new RegExp(`${winner}[\\s\\S]*ticket ${ticket} · ${drawn}`));
  await page.goto('/results');
  await drawRow(page, '£5,000 Christmas Warm-up Cash').getByRole('link').click();
  await expect(page.getByTestId('draw-winner')).toHaveText(winner);
  await expect(page.getByTestId('draw-ticket')).toHaveText(ticket);
  await expect(page.getByTestId('draw-time')).toContainText(drawn);
  await page.goto('/');
  const card = page.getByTestId('competition-card').filter({ hasText: '£5,000 Christmas Warm-up Cash' }).first();
  await expect(card.getByTestId('card-outcome')).toContainText(`Won by ${winner} with ticket ${ticket}`);
  await expect(card.getByTestId('card-outcome')).toContainText(`Drawn ${drawn}`);
});
