import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider } from '@shop/provider-client';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const faqPageOpened = createEvent();

export const getFaqsFx = createEffect(() => readProvider('faqs'));

/** The questions in the provider's order; the check drops an entry without a question (@shop/shared/responses faqsResponse). */
export const faqsQuery = createQuery({
  name: 'engagement.faqs',
  effect: getFaqsFx,
  mapData: ({ result }) => result.data,
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
