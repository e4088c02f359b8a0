import type { Competition } from '@shop/shared';
import { $purchasedTickets, addToCartRequested } from '@shop/shared/state';
import { combine, createEvent, createStore, type EventCallable, sample, split } from 'effector';
import { competitionFetched } from '../../common/competition';
import { howItWorksQuery } from '../../common/howItWorks';
import { siteSettingsQuery } from '../../common/settings';
import { ticketsHeld } from './entry';
import { maxQuantity, quantityHint, suggestedAmounts, wholeQuantity } from './quantity';
import { competitionQuery, getCompetitionFx } from './queries/competition';
import { getOtherCompsFx, otherCompsQuery } from './queries/other-comps';

// The details page: its reads, the chosen quantity and the add-to-cart request. The basket
// team's overlay owns the cart rules (requirements §5); this model only fires the request.

/** The details page opened for this competition id (or its Try again pressed). */
export const detailsOpened = createEvent<number>();
/** The page has (fresh) data for a competition; it may fire again for the same one. */
export const detailsLoaded = createEvent<{ competition: Competition; suggested: number[] }>();
/** The details page went away: the next visit starts afresh, even for the same competition. */
export const detailsLeft = createEvent();

// The page's queries, a module each (queries/competition.ts says why).
export { competitionQuery, getCompetitionFx, getOtherCompsFx, otherCompsQuery };

/**
 * The server-rendered first view opened this competition and started its reads itself, a task
 * apart (detailsFirstViewSteps, app/first-view.ts): the page's own start right after does not ask
 * again; a Try again after it does. Four responses checked and settled in one task were a long task
 * of a phone's first view (bench/README.md "The details page's queries a task each").
 */
const firstViewOpened = createEvent<number>();
const $readByFirstView = createStore<number | null>(null)
  .on(firstViewOpened, (_, id) => id)
  .reset(detailsLeft);
// The open that comes from the first view's own page (its id read by the first view), or any other.
const { fromFirstView, __: anew } = split(
  sample({ clock: detailsOpened, source: $readByFirstView, fn: (read, id) => ({ read, id }) }),
  { fromFirstView: ({ read, id }) => read === id },
);
$readByFirstView.reset(fromFirstView);

// Each read is given the id, as it always was (the settings' reads do not use it).
const READS = [
  competitionQuery.start,
  otherCompsQuery.start,
  siteSettingsQuery.start,
  howItWorksQuery.start,
] as EventCallable<number>[];
sample({ clock: anew, fn: ({ id }) => id, target: READS });

/** The browser's first view, in order: the page opened, then each read, a task apart (app/first-view.ts). */
export const DETAILS_FIRST_VIEW: EventCallable<number>[] = [firstViewOpened, ...READS];
export const detailsFirstViewSteps = (id: number): (() => void)[] => DETAILS_FIRST_VIEW.map((unit) => () => unit(id));

const $openId = createStore<number | null>(null)
  .on([detailsOpened, firstViewOpened], (_, id) => id)
  .reset(detailsLeft);
// The open competition's response (from the cache too) reaches the entry panel with the settings'
// suggested amounts; late settings fire it again. A response for a page left behind is dropped.
sample({
  clock: competitionQuery.finished.success,
  source: { openId: $openId, settings: siteSettingsQuery.$data },
  filter: ({ openId }, { params }) => openId === params,
  fn: ({ settings }, { result }) => ({ competition: result, suggested: suggestedAmounts(settings?.suggested_tickets) }),
  target: detailsLoaded,
});
export const quantityChanged = createEvent<number>();

export const addToCartClicked = createEvent();

/** The open competition; another one's stays off screen while the new one loads. */
export const $competition = createStore<Competition | null>(null)
  .on(detailsLoaded, (_, { competition }) => competition)
  .on(detailsOpened, (current, id) => (current?.id === id ? current : null))
  .reset(detailsLeft);
export const $competitionFailed = competitionQuery.$failed;
export const $otherComps = combine($openId, otherCompsQuery.$data, (id, others) =>
  others !== null && others.id === id ? others.items : null,
);
export const $otherCompsFailed = otherCompsQuery.$failed;
sample({
  clock: siteSettingsQuery.finished.success,
  source: $competition,
  filter: (competition) => competition !== null,
  fn: (competition, { result }) => ({
    competition: competition as Competition,
    suggested: suggestedAmounts(result.suggested_tickets),
  }),
  target: detailsLoaded,
});
/**
 * Tickets the signed-in shopper already holds in the open competition (the account team's list;
 * 0 for a visitor and on the server, whose render is a visitor's: docs/composition.md).
 */
export const $held = combine($competition, $purchasedTickets, (c, records) => (c ? ticketsHeld(records, c.id) : 0));
export const $maxQuantity = combine($competition, $held, (c, held) => (c ? maxQuantity(c, held) : 1));
export const $quantityHint = combine($competition, $held, (c, held) => (c ? quantityHint(c, held) : ''));

/** The competition whose opening was handled (quantity set, fetched competition recorded). */
const $openedId = createStore<number | null>(null);

// detailsLoaded fires again when site settings or a refetch arrive after the competition; only a
// different competition resets the shopper's quantity and records the fetched competition. The
// stores are read once, into the payload, so what follows does not depend on update order.
const loadedOver = sample({
  clock: detailsLoaded,
  source: $openedId,
  fn: (openedId, loaded) => ({ ...loaded, isNew: openedId !== loaded.competition.id }),
});
const opened = sample({ clock: loadedOver, filter: ({ isNew }) => isNew });
$openedId.on(opened, (_, { competition }) => competition.id).reset(detailsLeft);

// The suggested amounts of the latest data (site settings may come after the competition).
const $suggested = createStore<number[]>([])
  .on(detailsLoaded, (_, { suggested }) => suggested)
  .reset(detailsLeft);
/** What the shopper chose for this competition; nothing until they choose. */
const $chosenQuantity = createStore<number | null>(null)
  .on(quantityChanged, (_, value) => wholeQuantity(value))
  .reset(opened, detailsLeft);
/**
 * The shopper's choice, kept as it is when fresh data arrives: never changed silently,
 * the basket reduces an add over what is left and says so. Before they choose, the smallest
 * suggested amount that fits, else 1: worked out from the data alone, not from the order responses
 * arrived in, so the server's render and the browser's first render agree.
 */
export const $quantity = combine(
  $chosenQuantity,
  $maxQuantity,
  $competition,
  $suggested,
  (chosen, max, c, suggested) => (chosen !== null ? chosen : c ? (suggested.find((n) => n <= max) ?? 1) : 1),
);
sample({
  clock: opened,
  fn: ({ competition }) => ({ id: competition.id, category: competition.category }),
  target: competitionFetched,
});
sample({
  clock: addToCartClicked,
  source: { competition: $competition, quantity: $quantity },
  filter: ({ competition }) => competition !== null,
  fn: ({ competition, quantity }) => ({ competition: competition as Competition, quantity, askQuestion: true }),
  target: addToCartRequested,
});
