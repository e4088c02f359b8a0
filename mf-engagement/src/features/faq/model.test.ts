import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchFaqs } from './api';
import { $openFaqs, allFaqsCollapsed, faqToggled } from './model';

vi.mock('@shop/shared', () => ({
  callProviderOrThrow: vi.fn(async () => ({
    success: true,
    data: [
      { id: 1, question: 'How do I enter?', answer: '<p>Buy a ticket.</p>' },
      { id: 2, question: '  ', answer: 'orphan' },
    ],
  })),
}));

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

  it('drops entries without a question', async () => {
    expect(await fetchFaqs()).toEqual([{ id: 1, question: 'How do I enter?', answer: '<p>Buy a ticket.</p>' }]);
  });
});
