import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, callProviderOrThrow, readProvider } from '@shop/provider-client';
import type { SavedCard } from '@shop/shared';
import { $isSignedIn, showError, userSignedOut } from '@shop/shared/state';
import { createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../../../common/failure-message';

// How the card is paid (api/README.md "Payments"): one of the account's saved cards, a new card
// typed into the payment service's fields (kept for next time if the shopper asks), or the express
// wallet in the same frame. This model holds card ids and a single-use wallet token, never a card.

/** `new`: the card fields; otherwise a saved card's id. */
export type CardChoice = 'new' | string;

export const cardChoiceOpened = createEvent();
export const cardChosen = createEvent<CardChoice>();
export const keepCardToggled = createEvent<boolean>();
export const cardForgotten = createEvent<string>();
/** The wallet in the card frame approved a payment: its token pays this attempt. */
export const walletApproved = createEvent<string>();
/** The attempt it was made for ended: the wallet token (single use) goes with it. */
export const walletSpent = createEvent();

export const getSavedCardsFx = attachToken((token) => readProvider('payment_methods', { token }));
export const savedCardsQuery = createQuery({
  name: 'basket.savedCards',
  effect: getSavedCardsFx,
  mapData: ({ result }): SavedCard[] => result.data,
});
applyDataCacheRules(savedCardsQuery, { perUser: true, changedBy: cardForgotten });

sample({ clock: cardChoiceOpened, filter: $isSignedIn, target: savedCardsQuery.start });

export const forgetCardFx = attachToken((token, id: string) =>
  callProviderOrThrow('payment_method_delete', { token, id }),
);
sample({ clock: cardForgotten, target: forgetCardFx });
sample({ clock: forgetCardFx.done, target: savedCardsQuery.refresh });
sample({
  clock: forgetCardFx.failData,
  fn: (error) => failureMessage(error, 'That card could not be removed just now.'),
  target: showError,
});

export const $savedCards = savedCardsQuery.$data.map((cards) => cards ?? []);

/** The shopper's own choice; until they make one, the newest saved card (or a new card). */
const $picked = createStore<CardChoice | null>(null)
  .on(cardChosen, (_, choice) => choice)
  .reset(userSignedOut);
export const $cardChoice = sample({
  source: { picked: $picked, cards: $savedCards },
  fn: ({ picked, cards }): CardChoice => {
    if (picked === 'new' || cards.some((c) => c.id === picked)) return picked as CardChoice;
    return cards[0]?.id ?? 'new';
  },
});
export const $keepCard = createStore(false)
  .on(keepCardToggled, (_, keep) => keep)
  .reset(userSignedOut);
export const $walletToken = createStore<string | null>(null)
  .on(walletApproved, (_, token) => token)
  .reset(walletSpent, userSignedOut);

/** What the checkout's payment_data says about the card (the single-use token comes separately). */
export function cardPaymentData(
  token: string,
  { choice, keep, wallet }: { choice: CardChoice; keep: boolean; wallet: string | null },
): { key: string; value: string }[] {
  if (wallet) return [{ key: 'payment_token', value: wallet }];
  if (choice !== 'new') return [{ key: 'saved_payment_method', value: choice }];
  return [{ key: 'payment_token', value: token }, ...(keep ? [{ key: 'save_payment_method', value: '1' }] : [])];
}

export const brandName = (brand: string): string =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' })[brand] ?? 'Card';
export const cardLabel = (c: SavedCard): string =>
  `${brandName(c.brand)} •••• ${c.last4}, expires ${String(c.exp_month).padStart(2, '0')}/${String(c.exp_year).slice(-2)}`;
