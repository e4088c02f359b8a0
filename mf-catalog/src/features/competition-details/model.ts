import { addToCartRequested, type Competition } from '@shop/shared';
import { createEvent, createStore, sample } from 'effector';
import { competitionFetched } from '../../common/competition';
import { maxQuantity, quantityHint, wholeQuantity } from './quantity';

// The entry panel of the details page: the chosen quantity and the add-to-cart request. The
// basket team's overlay owns the cart rules (spec section 5); this model only fires the request.

/** The page has (fresh) data for a competition; it may fire again for the same one. */
export const detailsLoaded = createEvent<{ competition: Competition; suggested: number[] }>();
/** The details page went away: the next visit starts afresh, even for the same competition. */
export const detailsLeft = createEvent();
export const quantityChanged = createEvent<number>();
export const addToCartClicked = createEvent();

export const $competition = createStore<Competition | null>(null)
  .on(detailsLoaded, (_, { competition }) => competition)
  .reset(detailsLeft);
export const $maxQuantity = $competition.map((c) => (c ? maxQuantity(c) : 1));
export const $quantityHint = $competition.map((c) => (c ? quantityHint(c) : ''));
export const $quantity = createStore(1);

/** The competition whose opening was handled (quantity set, fetched competition recorded). */
const $openedId = createStore<number | null>(null);

// detailsLoaded fires again when site settings or a refetch arrive after the competition; only a
// different competition resets the shopper's quantity and records the fetched competition. The
// stores are read once, into the payload, so what follows does not depend on update order.
const loadedOver = sample({
  clock: detailsLoaded,
  source: { openedId: $openedId, quantity: $quantity },
  fn: ({ openedId, quantity }, loaded) => ({ ...loaded, isNew: openedId !== loaded.competition.id, quantity }),
});
const opened = sample({ clock: loadedOver, filter: ({ isNew }) => isNew });
$openedId.on(opened, (_, { competition }) => competition.id).reset(detailsLeft);

// A new competition starts from the smallest suggested amount that fits, else 1; fresh data for
// the same one keeps the shopper's choice as it is: never changed silently (issue 22), the
// basket reduces an add over what is left and says so.
$quantity.on(loadedOver, (_, { competition, suggested, isNew, quantity }) =>
  isNew ? (suggested.find((n) => n <= maxQuantity(competition)) ?? 1) : quantity,
);
sample({
  clock: opened,
  fn: ({ competition }) => ({ id: competition.id, category: competition.category }),
  target: competitionFetched,
});
sample({ clock: quantityChanged, fn: wholeQuantity, target: $quantity });
sample({
  clock: addToCartClicked,
  source: { competition: $competition, quantity: $quantity },
  filter: ({ competition }) => competition !== null,
  fn: ({ competition, quantity }) => ({ competition: competition as Competition, quantity, askQuestion: true }),
  target: addToCartRequested,
});
