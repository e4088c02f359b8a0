import type { ServerContext } from '@shop/shared/server-build';
import { describe, expect, it } from 'vitest';
import { addressOf, head, sitemap } from './head';

// What mf-engagement's released build adds to its pages' heads (docs/composition.md "Server rendering").

const context: ServerContext = {
  apiUrl: 'https://api.test',
  origin: 'https://shop.test',
  now: 0,
  liveSince: { mf_engagement: '2026-11-20T09:00:00.000Z' },
  read: async (name) =>
    name === 'faqs'
      ? {
          success: true,
          data: [
            { id: 1, question: 'Can I enter for free?', answer: '<p>Yes, by <strong>post</strong> &amp; free.</p>' },
            { id: 2, question: '', answer: 'dropped: no question' },
          ],
        }
      : null,
};

describe("the engagement team's pages", () => {
  it('describe the FAQ as an FAQPage, answers in plain text', async () => {
    const h = await head('/faq', context);
    expect(h?.canonical).toBe('/faq');
    expect(h?.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Can I enter for free?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, by post & free.' },
          },
        ],
      },
    ]);
  });

  it('are at their own addresses, in the sitemap, and nothing else is theirs', async () => {
    expect(addressOf('/contact?x=1')).toEqual({ url: '/contact', rendered: true });
    expect(addressOf('/cart')).toBeNull();
    expect(await head('/cart', context)).toBeNull();
    expect((await sitemap(context)).map((e) => e.path)).toEqual(['/faq', '/contact', '/community-chat']);
  });
});
