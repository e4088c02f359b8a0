import { SITE_NAME } from '@shop/react-kit';
import { type Competition, remainingTickets, ticketPrice } from '@shop/shared';
import { dateTimeToMs } from '@shop/shared/format';
import { competitionState } from '../common/competition';

// A competition's schema.org description for search engines (docs/design-choices.md "Search and
// share"): a Product with its GBP Offer, and a live draw also as an Event.

const SCHEMA = 'https://schema.org';
/** A draw within this long of its scheduled time took place "as scheduled". */
const ON_TIME_MS = 60 * 60 * 1000;

function availability(c: Competition, now: number): string {
  if (c.status === 'drawn') return `${SCHEMA}/Discontinued`;
  const state = competitionState(c, now);
  if (state === 'sold_out' || remainingTickets(c) === 0) return `${SCHEMA}/SoldOut`;
  return state === 'live' ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
}

/**
 * The live draw's status in schema.org's own terms (EventStatusType). There is no "completed":
 * EventScheduled is "taking place or has taken place on the startDate as scheduled". So a draw
 * held on time stays EventScheduled and gains its endDate; one held at another time is
 * EventRescheduled, starting when it took place, with the planned time as previousStartDate; one
 * whose time has passed without a draw is EventPostponed.
 */
function drawEvent(c: Competition, drawnAt: number | null, now: number) {
  const planned = dateTimeToMs(c.draw_date, c.draw_time);
  const known = Number.isFinite(planned);
  const iso = (ms: number) => new Date(ms).toISOString();
  if (drawnAt !== null) {
    const onTime = known && Math.abs(drawnAt - planned) <= ON_TIME_MS;
    return onTime
      ? { eventStatus: `${SCHEMA}/EventScheduled`, startDate: iso(planned), endDate: iso(drawnAt) }
      : {
          eventStatus: `${SCHEMA}/EventRescheduled`,
          startDate: iso(drawnAt),
          endDate: iso(drawnAt),
          ...(known ? { previousStartDate: iso(planned) } : {}),
        };
  }
  if (known && planned + ON_TIME_MS < now) {
    return { eventStatus: `${SCHEMA}/EventPostponed`, previousStartDate: iso(planned) };
  }
  return { eventStatus: `${SCHEMA}/EventScheduled`, ...(known ? { startDate: iso(planned) } : {}) };
}

export function competitionData({
  competition: c,
  url,
  description,
  image,
  origin,
  drawnAt,
  now,
}: {
  competition: Competition;
  url: string;
  description: string;
  image: string;
  origin: string;
  /** When the draw took place (its published proof), or null while it has not. */
  drawnAt: number | null;
  now: number;
}): object[] {
  const product = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: c.title,
    description,
    image: [image],
    url,
    sku: String(c.id),
    offers: {
      '@type': 'Offer',
      url,
      price: ticketPrice(c, now).toFixed(2),
      priceCurrency: 'GBP',
      availability: availability(c, now),
    },
  };
  if (!c.live_draw) return [product];
  const event = {
    '@context': SCHEMA,
    '@type': 'Event',
    name: `${c.title} live draw`,
    description,
    image: [image],
    url,
    ...drawEvent(c, drawnAt, now),
    eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: origin },
  };
  return [product, event];
}
