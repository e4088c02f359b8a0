import type { TenderChoice, TenderQuote } from '@shop/shared';
import { $userToken } from '@shop/shared/state';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../../../common/failure-message';
import { $cartTotals, $pathname } from '../../cart';
import * as api from './api';

// Site credit and points at checkout. The shopper chooses "use my credit" and
// how many points to redeem; the provider works out every amount (credit used, points used, what
// is left to pay) and the checkout only shows its response and sends the choice with the order.

export const creditToggled = createEvent<boolean>();
export const pointsChosen = createEvent<string>();

export const $useCredit = createStore(false)
  .on(creditToggled, (_, on) => on)
  .reset($userToken.updates);
/** The points field as the shopper typed it: the field shows what they typed, never a quiet correction. */
export const $pointsText = createStore('')
  .on(pointsChosen, (_, text) => text)
  .reset($userToken.updates);
/** The typed points as a whole number, 0 or more; null for anything else. */
const wholePoints = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
/** Points to redeem: anything but a whole number redeems none and says why ($pointsProblem). */
export const $pointsToRedeem = $pointsText.map((text) => wholePoints(text) ?? 0);
export const $pointsProblem = $pointsText.map((text) =>
  text.trim() === '' || wholePoints(text) !== null ? null : 'Please enter a whole number of points (0 or more).',
);

export const $tenderChoice = combine(
  $useCredit,
  $pointsToRedeem,
  (useCredit, points): Required<TenderChoice> => ({ use_credit: useCredit, redeem_points: points }),
);

export const readTenderFx = createEffect(api.readTender);
const quoteFx = attach({
  source: { token: $userToken, choice: $tenderChoice },
  effect: readTenderFx,
  mapParams: (_: unknown, { token, choice }) => ({ token: token ?? '', ...choice }),
});

/** The provider's response and the choice it quoted; a newer choice makes it stale. */
const $quoted = createStore<{ choice: Required<TenderChoice>; quote: TenderQuote } | null>(null)
  .on(readTenderFx.done, (_, { params, result }) => ({
    choice: { use_credit: params.use_credit === true, redeem_points: params.redeem_points ?? 0 },
    quote: result,
  }))
  .reset($userToken.updates);

export const $tenderQuote = $quoted.map((a) => a?.quote ?? null);
export const $tenderError = createStore<string | null>(null)
  .on(readTenderFx.failData, (_, error) => failureMessage(error, 'Your credit and points could not be loaded.'))
  .reset(readTenderFx.done, $userToken.updates);

/**
 * What the card pays (pounds), or null while the shop has not responded for the current choice
 * and basket. With no credit or points chosen it is the basket's total. £0: no card step.
 */
export const $amountToPay = combine($quoted, $tenderChoice, $cartTotals, (quoted, choice, totals) => {
  if (!totals) return null;
  if (!choice.use_credit && choice.redeem_points === 0) return totals.total;
  if (!quoted || quoted.quote.total !== totals.total) return null;
  const same = quoted.choice.use_credit === choice.use_credit && quoted.choice.redeem_points === choice.redeem_points;
  return same ? quoted.quote.amount_to_pay : null;
});
/** The card step is skipped only when credit and points cover the whole order. */
export const $cardNeeded = $amountToPay.map((amount) => amount !== 0);

// Asked on the checkout page whenever the basket total or the choice changes.
sample({
  clock: [$cartTotals.updates, $tenderChoice.updates, $userToken.updates, $pathname.updates],
  source: { path: $pathname, token: $userToken, totals: $cartTotals },
  filter: ({ path, token, totals }) => path.startsWith('/checkout') && Boolean(token) && totals !== null,
  target: quoteFx,
});
