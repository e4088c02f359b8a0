import { setProviderClient } from '@shop/provider-client';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from './render';

// The engagement team's pages rendered on the server (docs/composition.md "Server rendering"): a
// reader without JavaScript gets the FAQ's answers (open: index.html's <noscript> style) and the
// contact page's text.

function fakeProvider(responses: Record<string, unknown>) {
  const request = vi.fn(async ({ url }: { url: string }) => {
    const route = new URL(url, 'http://x').searchParams.get('rest_route')?.replace('/api/v1/', '') ?? '';
    if (!(route in responses)) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    return { data: JSON.stringify(responses[route]), status: 200, headers: {} };
  });
  setProviderClient({ request } as unknown as Parameters<typeof setProviderClient>[0]);
}

describe('server render', () => {
  it('writes the FAQ with every answer in the page, sanitized, and its state', async () => {
    fakeProvider({
      faqs: {
        success: true,
        data: [
          {
            id: 1,
            question: 'Can I enter for free?',
            answer: '<p onclick="x()">Yes, by post.</p><script>bad()</script>',
          },
        ],
      },
    });
    const page = await renderRoute('/faq', { apiUrl: '', now: Date.now() });
    expect(page?.html).toContain('Can I enter for free?');
    expect(page?.html).toContain('<p>Yes, by post.</p>');
    expect(page?.html).not.toMatch(/onclick|<script|bad\(\)/);
    expect(page?.html).toMatch(/hidden="" data-open-without-script="true"/);
    expect(JSON.stringify(page?.state.responses)).toContain('Can I enter for free?');
    expect(page?.chunk).toBe('faq');
  });

  it('writes the contact page’s text and its form; nothing for another team’s address', async () => {
    const page = await renderRoute('/contact', { apiUrl: '', now: Date.now() });
    expect(page?.html).toContain('Contact Us');
    expect(page?.html).toContain('reply by email within 2 working days');
    expect(await renderRoute('/cart', { apiUrl: '', now: Date.now() })).toBeNull();
  });
});
