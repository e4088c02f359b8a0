import { API } from '../env';
import { acceptCookies, expect, resetProvider, test } from './fixtures';

test.describe('FAQ and contact', { tag: ['@mf-engagement'] }, () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  test('FAQ answers open and close as an accessible accordion', async ({ page, problems }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
    const question = page.getByRole('button', { name: 'What is an instant win?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toContainText('fixed in advance as instant winners');
    await question.click();
    await expect(panel).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('contact: validation, success toast and a cleared form', async ({ page, request }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Please enter your email address.');

    await page.getByLabel('Full name').fill('Sarah Jones');
    await page.getByLabel('Email address').fill('sarah@example');
    await expect(page.getByText('Please enter a valid email address, like name@example.co.uk.')).toBeVisible();
    await page.getByLabel('Email address').fill('sarah.e2e@example.co.uk');
    await page.getByLabel('Subject').fill('My tickets');
    await page.getByLabel('Message').fill('Where can I see my ticket numbers please?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Thank you for your message. We will reply within 2 working days.')).toBeVisible();
    await expect(page.getByTestId('contact-sent')).toContainText(
      "We've emailed an acknowledgement to sarah.e2e@example.co.uk",
    );
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    // The sender gets a fixed acknowledgement, none of their words; the shop's inbox gets the message.
    const mail = await (await request.get(`${API}/__local/mailbox?to=sarah.e2e@example.co.uk`)).json();
    expect(mail.data[0].subject).toBe('We received your message');
    expect(JSON.stringify(mail.data[0])).not.toContain('ticket numbers please');
    expect(JSON.stringify(mail.data[0])).not.toContain('My tickets');
    const inbox = await (await request.get(`${API}/__local/mailbox?to=support@prizedraw.local`)).json();
    expect(inbox.data[0].text).toContain('Where can I see my ticket numbers please?');
  });

  test('contact: a failed send shows an error toast and keeps what was typed', async ({ page }) => {
    await page.route(/rest_route=\/api\/v1\/contact/, (route) =>
      route.fulfill({ status: 503, body: '{"success":false,"error":"down"}' }),
    );
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Sarah Jones');
    await page.getByLabel('Email address').fill('sarah@example.co.uk');
    await page.getByLabel('Subject').fill('My tickets');
    await page.getByLabel('Message').fill('Where can I see my ticket numbers please?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Sorry, your message could not be sent. Please try again in a moment.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Where can I see my ticket numbers please?');
  });
});
