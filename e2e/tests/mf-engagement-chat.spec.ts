import type { Browser, BrowserContext } from '@playwright/test';
import { SITE } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';

// Community chat over the realtime store: one signed-in shopper writes, a visitor in another
// browser context reads along live.

async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: SITE });
  // Requirements §4: the token is kept locally, base64-encoded, and verified at start-up.
  await context.addInitScript(
    (encoded) => window.localStorage.setItem('AUTH_TOKEN_KEY', encoded),
    Buffer.from(token).toString('base64'),
  );
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: SITE }]);
  return context;
}

test.describe('community chat', { tag: ['@mf-engagement'] }, () => {
  test.beforeEach(async ({ request }) => resetProvider(request));

  test('a message from one browser context appears in another, as text', async ({
    browser,
    page,
    request,
    problems,
  }) => {
    const login = await provider<{ data: { token: string; first_name: string } }>(request, '/api/v1/login', {
      email: 'demo@example.co.uk',
      password: 'DemoPassword!2026',
    });
    await acceptCookies(page);
    await page.goto('/community-chat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Chat');
    await expect(page.getByRole('link', { name: 'Sign in to chat' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fcommunity-chat',
    );
    await expect(page.getByTestId('chat-connection')).toBeHidden({ timeout: 15_000 });

    const writer = await signedInContext(browser, login.data.token);
    const writerPage = await writer.newPage();
    await writerPage.goto('/community-chat');
    const box = writerPage.getByLabel('Your message');
    await expect(box).toBeVisible({ timeout: 15_000 });

    await writerPage.getByRole('button', { name: 'Send' }).click();
    await expect(writerPage.getByText('Please write a message.')).toBeVisible();
    // A message with no visible character is refused before anything is sent.
    let posts = 0;
    writerPage.on('request', (r) => {
      if (r.url().includes('chat_post')) posts += 1;
    });
    await box.fill('\u200B \u200D\u3164');
    await box.press('Enter');
    await expect(writerPage.getByText('Please write a message.')).toBeVisible();
    expect(posts).toBe(0);

    const text = `Good luck everyone <img src=x onerror="window.__pwned=1"> ${Date.now()}`;
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');

    const seen = page.getByTestId('chat-message').filter({ hasText: text });
    await expect(seen).toBeVisible({ timeout: 10_000 });
    await expect(seen).toContainText(login.data.first_name);
    await expect(writerPage.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(seen.locator('img')).toHaveCount(0);
    expect(problems).toEqual([]);
    await writer.close();
  });

  test('says clearly when the realtime connection is down', async ({ page }) => {
    await acceptCookies(page);
    // Any socket to the realtime endpoint is refused: the SDK never connects.
    await page.routeWebSocket(/\.ws/, (ws) => ws.close());
    await page.goto('/community-chat');
    await expect(page.getByTestId('chat-connection')).toHaveText(/Live chat is offline right now/, { timeout: 15_000 });
  });
});
