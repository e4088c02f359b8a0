import { createEvent, createStore } from 'effector';

// Which answers are open. Several may be open at once, and they stay open when the shopper comes
// back to the page within the visit.
export const faqToggled = createEvent<number>();
export const allFaqsCollapsed = createEvent();

export const $openFaqs = createStore<number[]>([])
  .on(faqToggled, (open, id) => (open.includes(id) ? open.filter((o) => o !== id) : [...open, id]))
  .reset(allFaqsCollapsed);
