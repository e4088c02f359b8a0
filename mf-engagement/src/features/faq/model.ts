import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  type FaqsAnswer,
  faqsAnswer,
  isShowableFaq,
  readProvider,
  valibotContract,
} from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const faqPageOpened = createEvent();

export const getFaqsFx = createEffect(() => readProvider('faqs'));

/** The questions in the provider's order; an entry without a question is dropped, not shown. */
export const faqsQuery = createQuery({
  name: 'engagement.faqs',
  effect: getFaqsFx,
  contract: valibotContract(faqsAnswer),
  mapData: ({ result }: { result: FaqsAnswer }) => result.data.filter(isShowableFaq),
});
applyDataCacheRules(faqsQuery);
sample({ clock: faqPageOpened, target: faqsQuery.start });

// Which answers are open. Several may be open at once, and they stay open when the shopper comes
// back to the page within the visit.
export const faqToggled = createEvent<number>();
export const allFaqsCollapsed = createEvent();

export const $openFaqs = createStore<number[]>([])
  .on(faqToggled, (open, id) => (open.includes(id) ? open.filter((o) => o !== id) : [...open, id]))
  .reset(allFaqsCollapsed);
