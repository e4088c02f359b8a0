import { callProviderOrThrow, type FaqEntry } from '@shop/shared';

export const FAQS_KEY = 'engagement:faqs';

/** The questions in the provider's order; entries without a question are dropped at the edge. */
export async function fetchFaqs(): Promise<FaqEntry[]> {
  const answer = await callProviderOrThrow('faqs');
  if (!answer.success) throw new Error(answer.error);
  return (Array.isArray(answer.data) ? answer.data : []).filter(
    (f): f is FaqEntry => Boolean(f) && typeof f.question === 'string' && f.question.trim() !== '',
  );
}
