import { acceptCookies, expect, resetProvider, test } from './fixtures';
import { account, DEMO, signIn, toasts } from './support/account';

// The /account screens over the composed site, as the seeded demo customer.
test.describe('mf-account: the account area', { tag: ['@mf-account'] }, () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  test('overview lists tickets and the nav reaches every screen', async ({ page, problems }) => {
    await signIn(page);
    const region = account(page);
    await expect(region.locator('h1')).toHaveText('My Account');
    await expect(region.getByRole('heading', { name: 'Upcoming draws' })).toBeVisible();
    await expect(region.getByRole('link', { name: /^Order #\d+$/ }).first()).toBeVisible();
    const nav = region.getByRole('navigation', { name: 'My account' });
    for (const [link, heading] of [
      ['Responsible Gaming', 'Responsible Gaming'],
      ['Points', /You have [\d,]+ points/],
      ['Cred', 'Cred Discount'],
      ['Coupons', 'Available Coupons & Discount Creds'],
      ['Account Details', 'Account Details'],
      ['Financial Details', 'Financial Details'],
      ['Billing', 'Billing Details'],
      ['Orders', 'Orders'],
      ['Overview', 'My Account'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(region.locator('h1')).toHaveText(heading);
    }
    expect(problems).toEqual([]);
  });

  test('points page through with Load More; cred shows the balance and history', async ({ page }) => {
    await signIn(page, '/account/points');
    const region = account(page);
    const rows = region.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(region.getByRole('cell', { name: /^\+\d+$/ }).first()).toBeVisible();
    await region.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    const redeem = region.getByRole('row', { name: /Points redeemed on order/ }).first();
    await expect(redeem.locator('td').last()).toHaveText(/^-?\d+$/);

    await region.getByRole('link', { name: 'Cred', exact: true }).click();
    await expect(region.getByTestId('cred-balance')).toHaveText(/^£\d+\.\d{2}$/);
    await expect(region.getByRole('cell', { name: 'Welcome credit' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(region.getByRole('list', { name: 'Cred history' })).toBeVisible();
  });

  test('Use Coupon copies the code and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, '/account/coupons');
    const region = account(page);
    await expect(
      region
        .getByRole('row', { name: /LUCKY2026/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Coupon');
    // An open alert blocks the click until it is handled, so accept it from the listener.
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await region.getByRole('button', { name: 'Use Coupon WELCOME10' }).click();
    await expect.poll(() => messages).toEqual(['Coupon code WELCOME10 copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
  });

  test('orders page with Load More and open a detail', async ({ page }) => {
    await signIn(page, '/account/recent/orders');
    const region = account(page);
    const rows = region.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(/£\d+\.\d{2} for \d+ Items/);
    await region.getByRole('button', { name: 'Load More' }).click();
    await expect(rows).toHaveCount(20);
    await region.getByRole('button', { name: 'Load More' }).click();
    // 28: the demo's 27 orders and the one whose picked tickets won instant prizes (api/src/seed/default.ts).
    await expect(rows).toHaveCount(28);
    await expect(region.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(region.getByText('Ticket Win').first()).toBeVisible();

    await region
      .getByRole('link', { name: /^View order #/ })
      .first()
      .click();
    await expect(region.locator('h1')).toHaveText('Order Details');
    await expect(region.getByTestId('order-sentence')).toHaveText(
      /^Order #\d+ was placed on [A-Z][a-z]+ \d{1,2}, \d{4} and is currently \S+( Win)?\.$/,
    );
    await expect(region.getByText(/ x \d+$/).first()).toBeVisible();
    await expect(region.getByText(/Draw time: (\d{1,2}:\d{2} (AM|PM)|N\/A)/).first()).toBeVisible();
    await expect(region.getByRole('row', { name: /Shipping: Flat Rate/ })).toBeVisible();
    await expect(region.getByRole('row', { name: /Total: £\d+\.\d{2}/ })).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(region.getByTestId('order-mobile')).toBeVisible();
  });

  test('profile: validation, save, refused save and failed request', async ({ page }) => {
    await signIn(page, '/account/details');
    const region = account(page);
    const first = region.getByLabel('First name *');
    await expect(first).toHaveValue('Demo');
    await first.fill('');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('First Name is required.')).toBeVisible();
    await expect(first).toBeFocused();
    await first.fill('Dana');
    // A new email address needs the current password, asked on that field.
    const email = region.getByLabel('Email address *');
    await email.fill('dana.new@example.co.uk');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Enter your current password to change your email address.')).toBeVisible();
    await expect(region.getByLabel('Current password')).toBeFocused();
    await email.fill(DEMO.email);
    await region.getByLabel('Current password').fill(DEMO.password);
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Please Fill all password fields.')).toBeVisible();
    await expect(region.getByLabel('New password', { exact: true })).toBeFocused();
    await region.getByLabel('New password', { exact: true }).fill('Another!Pass2027');
    await region.getByLabel('Confirm new password').fill('Another!Pass2028');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('New password and Confirm password do not match.')).toBeVisible();
    await region.getByLabel('Current password').fill('');
    await region.getByLabel('New password', { exact: true }).fill('');
    await region.getByLabel('Confirm new password').fill('');

    await page.route('**/*rest_route=/api/v1/updateProfile*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(/Failed to update user details\./);
    await expect(first).toHaveValue('Dana');
    await page.unroute('**/*rest_route=/api/v1/updateProfile*');
    // Only one error toast shows at a time (requirements §4): dismiss it before the next failure.
    await toasts(page)
      .getByRole('button', { name: /Dismiss/ })
      .click();
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);

    await page.route('**/*rest_route=/api/v1/updateProfile*', (route) => route.abort('failed'));
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(/An error occurred\./);
    await page.unroute('**/*rest_route=/api/v1/updateProfile*');

    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText(/Details updated successfully!/);
    await page.reload();
    await expect(region.getByLabel('First name *')).toHaveValue('Dana');
  });

  test('billing: required messages, server error and save', async ({ page }) => {
    await signIn(page, '/account/billing');
    const region = account(page);
    await expect(region.getByLabel('Country / Region')).toHaveValue('United Kingdom');
    const phone = region.getByLabel('Phone *');
    await phone.fill('');
    await region.getByLabel('Town / City *').fill('');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Phone No. is required.')).toBeVisible();
    await expect(region.getByText('Town/City is required.')).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.fill('07700 900999');
    await region.getByLabel('Town / City *').fill('Leeds');

    await page.route('**/*rest_route=/api/v1/update_user_details*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Billing is down.' }),
      }),
    );
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(/Billing is down\./);
    await expect(phone).toHaveValue('07700 900999');
    await page.unroute('**/*rest_route=/api/v1/update_user_details*');

    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText(/Details updated successfully!/);
    await page.reload();
    await expect(region.getByLabel('Town / City *')).toHaveValue('Leeds');
  });

  test('bank details: digits only, sort code rules, keep or change the saved number', async ({ page }) => {
    await signIn(page, '/account/financial-details');
    const region = account(page);
    const number = region.getByLabel('Account number *', { exact: true });
    const confirm = region.getByLabel('Confirm account number *');
    const sort = region.getByLabel('Sort code *');
    const password = region.getByLabel('Current password *');
    await expect(number).toHaveValue('****5678');
    await expect(confirm).toHaveValue('****5678');
    await expect(sort).toHaveValue('112233');
    await expect(sort).toHaveAttribute('maxlength', '6');
    // A save needs the current password, which is never prefilled.
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');

    // Keeping the saved number and changing only the sort code.
    await sort.fill('12');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Sort Code must be 6 digits.')).toBeVisible();
    await expect(region.getByText('Enter your current password to change your bank details.')).toBeVisible();
    await expect(sort).toBeFocused();
    await sort.fill('445566');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(password).toBeFocused();
    await password.fill(DEMO.password);
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText(/Details updated successfully!/);
    await expect(number).toHaveValue('****5678');
    await expect(password).toHaveValue('');

    // A new number: typing keeps digits only, and both fields must match.
    await number.fill('');
    await number.pressSequentially('87-65 43a21');
    await expect(number).toHaveValue('87654321');
    await confirm.fill('');
    await confirm.pressSequentially('87654320');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Account Numbers do not match.')).toBeVisible();
    await confirm.fill('87654321');
    await password.fill(DEMO.password);

    await page.route('**/*rest_route=/api/v1/get_bank_details*', (route) =>
      route.request().postDataJSON()?.account_number
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, error: 'Bank check failed.' }),
          })
        : route.continue(),
    );
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(/Bank check failed\./);
    await expect(number).toHaveValue('87654321');
    await expect(password).toHaveValue(DEMO.password);
    await page.unroute('**/*rest_route=/api/v1/get_bank_details*');

    // A wrong current password is refused by the shop and the form keeps what was typed (one
    // error toast at a time: the last one is dismissed first).
    await toasts(page).getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await password.fill('not-my-password');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(/Your current password is not correct\./);
    await expect(number).toHaveValue('87654321');
    await password.fill(DEMO.password);
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(number).toHaveValue('****4321');
    await page.reload();
    await expect(region.getByLabel('Account number *', { exact: true })).toHaveValue('****4321');
    await expect(region.getByLabel('Sort code *')).toHaveValue('445566');
  });

  test('responsible gaming: set a weekly spend limit', async ({ page }) => {
    await signIn(page, '/account/responsible/gaming');
    const region = account(page);
    await expect(region.getByTestId('current-spending')).toHaveText(/^£\d+\.\d{2}$/);
    await region.getByLabel('Spend limit (£)').fill('50');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByText('Choose how often the limit applies.')).toBeVisible();
    await region.getByLabel('Limit period').selectOption('weekly');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toasts(page).getByRole('status')).toHaveText(/Details updated successfully!/);
    await expect(region.getByTestId('active-limit')).toHaveText('£50 a week');
    await expect(region.getByText('Lowering your limit applies at once.')).toBeVisible();
    await expect(region.getByRole('link', { name: 'Responsible Play policy' })).toHaveAttribute(
      'href',
      '/legal-terms?tab=4',
    );

    // Raising waits 24 hours: the £50 limit keeps applying, and the page says when £100 starts.
    await region.getByLabel('Spend limit (£)').fill('100');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByTestId('pending-limit')).toHaveText(
      /^Your new limit of £100 a week starts on \d{1,2} [A-Z][a-z]+ \d{4} at (\d{1,2}(:\d{2})?[ap]m|midday|midnight)\.$/,
    );
    await expect(region.getByTestId('active-limit')).toHaveText('£50 a week');
    await page.reload();
    await expect(region.getByTestId('active-limit')).toHaveText('£50 a week');
    await expect(region.getByTestId('pending-limit')).toContainText('£100 a week');

    // Lowering applies at once and drops the pending raise.
    await region.getByLabel('Spend limit (£)').fill('30');
    await region.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(region.getByTestId('active-limit')).toHaveText('£30 a week');
    await expect(region.getByTestId('pending-limit')).toHaveText('');
  });
});
