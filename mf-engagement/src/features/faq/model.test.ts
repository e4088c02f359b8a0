import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $openFaqs, allFaqsCollapsed, faqPageOpened, faqsQuery, faqToggled } from './model';

/** The page opened with the FAQ call answered by a host, through the shared client and its check. */
async function openWith(answer: unknown) {
  await clearQueryCaches();
  fakeHost({ faqs: () => answer });
  const scope = fork();
  await allSettled(faqPageOpened, { scope });
  return scope;
}

describe('faq accordion', () => {
  it('opens and closes answers independently', async () => {
    const scope = fork();
    await allSettled(faqToggled, { scope, params: 1 });
    await allSettled(faqToggled, { scope, params: 2 });
    expect(scope.getState($openFaqs)).toEqual([1, 2]);
    await allSettled(faqToggled, { scope, params: 1 });
    expect(scope.getState($openFaqs)).toEqual([2]);
    await allSettled(allFaqsCollapsed, { scope });
    expect(scope.getState($openFaqs)).toEqual([]);
  });

  it('drops entries without a question (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const scope = await openWith({
      success: true,
      data: [
        { id: 1, question: 'How do I enter?', answer: '<p>Buy a ticket.</p>' },
        { id: 2, question: '  ', answer: 'orphan' },
        { id: 3, answer: 'no question at all' },
      ],
    });
    expect(scope.getState(faqsQuery.$data)).toEqual([
      { id: 1, question: 'How do I enter?', answer: '<p>Buy a ticket.</p>' },
    ]);
    expect(warn).toHaveBeenCalledWith('[data] faqs: dropped data[2] (question: missing)');
  });

  it('reads a PHP host: ids as text, an answer left out, extra fields', async () => {
    const scope = await openWith({
      success: true,
      data: [{ id: '4', question: 'Is it free?', post_status: 'publish' }],
    });
    expect(scope.getState(faqsQuery.$data)).toEqual([{ id: 4, question: 'Is it free?', answer: '' }]);
  });

  it('fails on a response without a list: the page shows its empty state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = await openWith({ success: true, data: 'oops' });
    expect(scope.getState(faqsQuery.$data)).toBeNull();
    expect(scope.getState(faqsQuery.$failed)).toBe(true);
  });
});
