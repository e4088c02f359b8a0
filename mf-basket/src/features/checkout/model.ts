import { $user, $userToken, isApiError, showError, showSuccess, type UserDetails, userUpdated } from '@shop/shared';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../../common/failure-message';
import { cartFromError, cartRefreshed, cartReplaced } from '../cart';
import * as api from './api';
import { $cardNeeded, $pointsToRedeem, $tenderChoice, $useCredit, withoutCardFields } from './tender/model';
import {
  type BillingDraft,
  billingFrom,
  type CardDraft,
  EMPTY_BILLING,
  EMPTY_CARD,
  type FieldErrors,
  validateOrder,
} from './validation';

// Checkout: billing prefilled from the user's details, the basket-flow profile update, and the
// order through the provider's local test card. Drafts live here so a failure loses nothing.

export const checkoutOpened = createEvent();
export const billingEdited = createEvent<Partial<BillingDraft>>();
export const cardEdited = createEvent<Partial<CardDraft>>();
export const profileEdited = createEvent<Partial<ProfileDraft>>();
export const profileSubmitted = createEvent();
export const orderSubmitted = createEvent();
/** The page moved on to the confirmation: a later visit to checkout starts afresh. */
export const orderHandedOver = createEvent();

export interface ProfileDraft {
  first_name: string;
  last_name: string;
  email: string;
}

export const loadDetailsFx = createEffect(api.readUserDetails);
export const updateProfileFx = createEffect(api.updateProfile);
export const placeOrderFx = createEffect(api.placeOrder);

export const $billing = createStore<BillingDraft>(EMPTY_BILLING).on(billingEdited, (draft, change) => ({
  ...draft,
  ...change,
}));
export const $card = createStore<CardDraft>(EMPTY_CARD).on(cardEdited, (draft, change) => ({ ...draft, ...change }));
export const $profile = createStore<ProfileDraft>({ first_name: '', last_name: '', email: '' }).on(
  profileEdited,
  (draft, change) => ({
    ...draft,
    ...change,
  }),
);
// A field's message goes as soon as the shopper edits that field; the others stay until the next submit.
const withoutEdited = (errors: FieldErrors, change: object): FieldErrors => {
  const edited = Object.keys(change).filter((field) => field in errors);
  if (edited.length === 0) return errors;
  const next = { ...errors } as Record<string, string>;
  for (const field of edited) delete next[field];
  return next;
};
export const $errors = createStore<FieldErrors>({}).on([billingEdited, cardEdited], withoutEdited);
export const $profileError = createStore<string | null>(null).reset(profileEdited);
export const $placedOrder = createStore<{ order_id: number; order_key: string } | null>(null).reset(
  checkoutOpened,
  orderHandedOver,
);

// Prefill only what the shopper has not typed yet.
const fillBlanks = <T extends object>(draft: T, fresh: T): T => {
  const next = { ...draft } as Record<string, unknown>;
  for (const [k, v] of Object.entries(fresh)) if (!next[k] && v) next[k] = v;
  return next as T;
};
const profileOf = (u: UserDetails): ProfileDraft => ({
  first_name: u.first_name ?? '',
  last_name: u.last_name ?? '',
  email: u.email ?? '',
});
$billing.on(loadDetailsFx.doneData, (draft, user) => fillBlanks(draft, billingFrom(user)));
$profile.on(loadDetailsFx.doneData, (draft, user) => fillBlanks(draft, profileOf(user)));

sample({
  clock: checkoutOpened,
  source: $userToken,
  filter: (token): token is string => Boolean(token),
  target: loadDetailsFx,
});
$profile.on($user.updates, (draft, user) => (user ? fillBlanks(draft, profileOf(user)) : draft));
const logDetailsFailureFx = createEffect((error: unknown) =>
  console.error('[checkout] user details read failed', error),
);
sample({ clock: loadDetailsFx.failData, target: logDetailsFailureFx });

// Spec section 5: first and last name are both required ('All feilds are required', so spelled).
export function profileProblem(draft: ProfileDraft): string | null {
  return draft.first_name.trim() && draft.last_name.trim() ? null : 'All feilds are required';
}
const profileChecked = sample({ clock: profileSubmitted, source: $profile, fn: profileProblem });
sample({ clock: profileChecked, target: $profileError });
sample({ clock: profileChecked, filter: (problem): problem is string => problem !== null, target: showError });
sample({
  clock: profileChecked,
  source: { draft: $profile, user: $user, token: $userToken },
  filter: ({ token }, problem) => problem === null && Boolean(token),
  fn: ({ draft, user, token }) => ({
    token: token as string,
    account_first_name: draft.first_name.trim(),
    account_last_name: draft.last_name.trim(),
    account_email: draft.email.trim() || user?.email || '',
    account_display_name: `${draft.first_name.trim()} ${draft.last_name.trim()}`,
  }),
  target: updateProfileFx,
});
const profileSaved = updateProfileFx.doneData.filterMap((a) => (a.ok ? a.user : undefined));
sample({ clock: profileSaved, target: userUpdated });
sample({ clock: profileSaved, fn: () => ' Profile updated successfully!', target: showSuccess });
sample({ clock: updateProfileFx.doneData.filterMap((a) => (a.ok ? undefined : a.message)), target: showError });
sample({ clock: updateProfileFx.failData, fn: () => 'An error occurred.', target: showError });

// The order: fields are checked here, totals and payment are the provider's.
const orderChecked = sample({
  clock: orderSubmitted,
  source: { billing: $billing, card: $card, cardNeeded: $cardNeeded },
  fn: ({ billing, card, cardNeeded }) => withoutCardFields(validateOrder(billing, card), cardNeeded),
});
sample({ clock: orderChecked, target: $errors });
sample({
  clock: orderChecked,
  filter: (errors) => Object.keys(errors).length > 0,
  fn: () => 'Please check the highlighted fields.',
  target: showError,
});
const submitOrderFx = attach({
  source: { billing: $billing, card: $card, token: $userToken, tender: $tenderChoice, cardNeeded: $cardNeeded },
  effect: placeOrderFx,
  mapParams: (_params: null, { billing, card, token, tender, cardNeeded }) => ({
    token: token ?? '',
    billing_address: { ...billing, country: 'GB' },
    payment_method: 'local_test_card' as const,
    payment_data: [
      { key: 'card_number', value: card.number.replace(/\D/g, '') },
      { key: 'card_expiry', value: card.expiry },
      { key: 'card_cvc', value: card.cvc },
    ],
    ...tender,
    // Credit and points cover it all (tender/model.ts): no card step.
    ...(cardNeeded ? {} : { payment_method: 'site_credit' as const, payment_data: [] }),
  }),
});
sample({
  clock: orderChecked,
  filter: (errors) => Object.keys(errors).length === 0,
  fn: () => null,
  target: submitOrderFx,
});
export const $isPlacing = placeOrderFx.pending;

sample({
  clock: placeOrderFx.doneData,
  fn: (order) => ({ order_id: order.order_id, order_key: order.order_key }),
  target: $placedOrder,
});
// The provider emptied the basket with the order; the card number is not kept once used.
sample({ clock: placeOrderFx.done, target: [cartRefreshed, $card.reinit, $useCredit.reinit, $pointsToRedeem.reinit] });
const orderFailure = placeOrderFx.failData.map((error) =>
  failureMessage(error, 'Your order was not placed and no payment was taken.'),
);
sample({ clock: orderFailure, target: showError });
/**
 * Why the last order was not placed (a declined card, a sold-out competition), kept beside the
 * Pay button: the toast is gone after 4 seconds, often before it is read. It goes once the
 * shopper edits the form or tries again.
 */
export const $orderError = createStore<string | null>(null)
  .on(orderFailure, (_, message) => message)
  .reset(billingEdited, cardEdited, orderSubmitted, checkoutOpened);

// The basket changed under the order (sold out, a price changed, a competition gone): the summary
// shows the provider's basket again, so the shopper sees what to change before paying.
const STALE_BASKET_CODES: readonly string[] = ['shop_sold_out', 'shop_price_changed', 'shop_no_competition'];
const staleBasket = placeOrderFx.failData.filter({
  fn: (error) => isApiError(error) && STALE_BASKET_CODES.includes(error.code ?? ''),
});
sample({ clock: staleBasket.filterMap((error) => cartFromError(error) ?? undefined), target: cartReplaced });
sample({ clock: staleBasket.filter({ fn: (error) => cartFromError(error) === null }), target: cartRefreshed });
