import { type PageMeta, pageTitle } from '@shop/react-kit';
import { type Competition, ticketPrice } from '@shop/shared';
import { formatPounds, formatUkDateTime } from '@shop/shared/format';

/** The details page's browser title is the competition's own, with a one-line summary. */
export function detailsPageMeta(c: Competition, now = Date.now()): PageMeta {
  return {
    title: pageTitle(c.title),
    description: `Win ${c.title}: tickets ${formatPounds(ticketPrice(c, now))} each, drawn ${formatUkDateTime(c.draw_date, c.draw_time)}. Free postal entry available.`,
  };
}
