import { type Competition, addToCartRequested } from '@shop/shared';
import { createEvent, createStore, sample } from 'effector';
import { competitionFetched } from '../../common/competition';
import { clampQuantity, maxQuantity } from './quantity';

// The entry panel of the details page: the chosen quantity and the add-to-cart request. The
// basket team's overlay owns the cart rules (spec section 5); this model only fires the request.

export const detailsLoaded = createEvent<{ competition: Competition; suggested: number[] }>();
export const quantityChanged = createEvent<number>();
export const addToCartClicked = createEvent();

export const $competition = createStore<Competition | null>(null).on(
  detailsLoaded,
  (_, { competition }) => competition,
);
export const $maxQuantity = $competition.map((c) => (c ? maxQuantity(c) : 1));
export const $quantity = createStore(1);

// Start from the smallest suggested amount that fits, else 1.
sample({
  clock: detailsLoaded,
  fn: ({ competition, suggested }) => suggested.find((n) => n <= maxQuantity(competition)) ?? 1,
  target: $quantity,
});
sample({
  clock: quantityChanged,
  source: $maxQuantity,
  fn: (max, value) => clampQuantity(value, max),
  target: $quantity,
});
sample({
  clock: detailsLoaded,
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
