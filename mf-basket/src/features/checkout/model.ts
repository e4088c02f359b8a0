import { isApiError } from '@shop/provider-client';
import type { UserDetails } from '@shop/shared';
import { $user, $userToken, showError, showSuccess, userUpdated } from '@shop/shared/state';
import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { failureMessage } from '../../common/failure-message';
import { cartFromError, cartRefreshed, cartReplaced } from '../cart';
import * as api from './api';
import { forgetAttempt, newAttemptKey, readAttempt, rememberAttempt } from './attempt';
import {
  $cardChoice,
  $keepCard,
  $walletToken,
  cardChoiceOpened,
  cardPaymentData,
  walletApproved,
  walletSpent,
} from './card-choice/model';
import { paymentOrigin, tokenizeCard } from './hosted-fields';
import { $cardNeeded, $pointsProblem, $pointsText, $tenderChoice, $useCredit } from './tender/model';
import { type BillingDraft, billingFrom, EMPTY_BILLING, type FieldErrors, validateOrder } from './validation';

// Checkout: billing prefilled from the user's details, the basket-flow profile update, and the
// order paid by card through the payment service's hosted fields (api/README.md "Payments"):
// this model holds a single-use token at most, never the card. Drafts live here so a failure
// loses nothing.

export const checkoutOpened = createEvent();
export const billingEdited = createEvent<Partial<BillingDraft>>();
/** The 18+ and terms consent ticked or unticked. */
export const consentEdited = createEvent<boolean>();
/** The bank's 3-D Secure frame said the check is over (passed, failed or cancelled). */
export const challengeFinished = createEvent();
/** The shopper closed the bank check without finishing it: Pay opens it again. */
export const challengeClosed = createEvent();
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
export const resumeOrderFx = createEffect(api.resumeOrder);
export const tokenizeFx = createEffect(tokenizeCard);
const readAttemptFx = createEffect(readAttempt);
const rememberAttemptFx = createEffect(rememberAttempt);
const forgetAttemptFx = createEffect(forgetAttempt);

export const $billing = createStore<BillingDraft>(EMPTY_BILLING).on(billingEdited, (draft, change) => ({
  ...draft,
  ...change,
}));
export const $consent = createStore(false).on(consentEdited, (_, checked) => checked);
/**
 * The checkout attempt's idempotency key: made when an attempt starts, kept until it ends, so a
 * double click, a retry after a timeout or a reload during the bank check pay once.
 */
export const $attemptKey = createStore<string | null>(null);
/** The payment service's 3-D Secure page, while the bank asks for a check. */
export const $challengeUrl = createStore<string | null>(null);
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
export const $errors = createStore<FieldErrors>({})
  .on(billingEdited, withoutEdited)
  .on(profileEdited, withoutEdited)
  .on(consentEdited, (errors) => withoutEdited(errors, { adult: true }));
export const $profileError = createStore<string | null>(null).reset(profileEdited);
export const $placedOrder = createStore<{ order_id: number; order_key: string } | null>(null).reset(
  checkoutOpened,
  orderHandedOver,
);

/**
 * The order's billing details: names and email are asked once, in "Your details" (the profile
 * form), and the address in "Billing address".
 */
export const $orderBilling = combine($billing, $profile, (billing, profile) => ({
  ...billing,
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
}));

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

sample({ clock: checkoutOpened, target: readAttemptFx });
sample({ clock: readAttemptFx.doneData, filter: Boolean, target: $attemptKey });
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

// Requirements §5: first and last name are both required ('All feilds are required', so spelled).
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
const profileSaved = updateProfileFx.doneData.filter({ fn: (a) => a.ok });
sample({ clock: updateProfileFx.doneData.filterMap((a) => (a.ok ? a.user : undefined)), target: userUpdated });
sample({ clock: profileSaved, fn: () => ' Profile updated successfully!', target: showSuccess });
sample({ clock: updateProfileFx.doneData.filterMap((a) => (a.ok ? undefined : a.message)), target: showError });
sample({ clock: updateProfileFx.failData, fn: () => 'An error occurred.', target: showError });

// The order: fields are checked here, the card by the payment service, totals and payment by the provider.
const orderChecked = sample({
  clock: orderSubmitted,
  source: { billing: $orderBilling, consent: $consent },
  fn: ({ billing, consent }) => validateOrder(billing, consent),
});
sample({ clock: orderChecked, target: $errors });
// Ready when the billing fields pass and the points field holds a whole number (tender/model.ts): a
// part point is not quietly paid for by card instead.
const orderReady = sample({
  clock: orderChecked,
  source: $pointsProblem,
  fn: (pointsProblem, errors) => Object.keys(errors).length === 0 && pointsProblem === null,
});
// A wallet approval for a form that was not ready is not kept: the shopper approves again once it is.
sample({ clock: orderReady, filter: (ready) => !ready, target: walletSpent });
sample({
  clock: orderReady,
  filter: (ready) => !ready,
  fn: () => 'Please check the highlighted fields.',
  target: showError,
});
const orderValid = orderReady.filter({ fn: Boolean });
const attemptKeyed = sample({ clock: orderValid, source: $attemptKey, fn: (key) => key ?? newAttemptKey() });
sample({ clock: attemptKeyed, target: [$attemptKey, rememberAttemptFx] });

const submitOrderFx = attach({
  source: {
    billing: $orderBilling,
    token: $userToken,
    key: $attemptKey,
    tender: $tenderChoice,
    cardNeeded: $cardNeeded,
    choice: $cardChoice,
    keep: $keepCard,
    wallet: $walletToken,
  },
  effect: placeOrderFx,
  mapParams: (paymentToken: string, { billing, token, key, tender, cardNeeded, choice, keep, wallet }) => ({
    key: key ?? '',
    payload: {
      token: token ?? '',
      billing_address: { ...billing, country: 'GB' },
      ...tender,
      // Credit and points cover it all (tender/model.ts): no card step.
      ...(cardNeeded
        ? {
            payment_method: 'local_test_card' as const,
            payment_data: cardPaymentData(paymentToken, { choice, keep, wallet }),
          }
        : { payment_method: 'site_credit' as const, payment_data: [] }),
    },
  }),
});
sample({ clock: tokenizeFx.doneData, fn: (card) => card.token, target: submitOrderFx });
// A new card is tokenized by the card fields first; a saved card or the wallet's token pays as it is.
const cardPays = sample({
  clock: attemptKeyed,
  source: { needed: $cardNeeded, choice: $cardChoice, wallet: $walletToken },
  filter: ({ needed }) => needed,
});
sample({
  clock: cardPays,
  filter: ({ choice, wallet }) => choice === 'new' && !wallet,
  fn: () => undefined,
  target: tokenizeFx,
});
sample({
  clock: cardPays,
  filter: ({ choice, wallet }) => choice !== 'new' || Boolean(wallet),
  fn: () => '',
  target: submitOrderFx,
});
// The wallet in the card frame approved: the order goes as if Pay was pressed (the form is checked first).
sample({ clock: walletApproved, target: orderSubmitted });
sample({ clock: checkoutOpened, target: cardChoiceOpened });
// Credit and points pay it all: no card to tokenize.
sample({
  clock: attemptKeyed,
  filter: $cardNeeded.map((needed) => !needed),
  fn: () => '',
  target: submitOrderFx,
});
export const $isPlacing = combine([tokenizeFx.pending, placeOrderFx.pending, resumeOrderFx.pending], (steps) =>
  steps.some(Boolean),
);
// The provider's response about the order, whether it was sent or carried on after the bank check.
const orderResponded = merge([placeOrderFx.doneData, resumeOrderFx.doneData]);
const orderRefused = merge([placeOrderFx.failData, resumeOrderFx.failData]);

const paid = orderResponded.filter({ fn: (order) => order.payment_result.payment_status !== 'pending' });
/** The order waiting for the bank: its attempt carries on by its id and key once the check is over. */
const $orderAtBank = createStore<{ order_id: number; key: string } | null>(null)
  .on(orderResponded, (_, order) =>
    order.payment_result.payment_status === 'pending' ? { order_id: order.order_id, key: order.order_key } : null,
  )
  .reset(orderRefused, checkoutOpened);
// After the bank check the order's attempt carries on (Store API checkout/<order_id>): the checkout
// is not sent again, and the provider asks the payment service how the check ended.
sample({
  clock: challengeFinished,
  source: { order: $orderAtBank, token: $userToken },
  filter: ({ order, token }) => order !== null && Boolean(token),
  fn: ({ order, token }) => ({ ...(order as { order_id: number; key: string }), token: token as string }),
  target: resumeOrderFx,
});
const bankCheck = orderResponded.filterMap((order) => {
  const url = order.payment_result.redirect_url;
  if (order.payment_result.payment_status !== 'pending') return undefined;
  // Only the payment service's own page is ever framed.
  return url.startsWith(`${paymentOrigin()}/`) ? url : undefined;
});
$challengeUrl
  .on(bankCheck, (_, url) => url)
  .reset(challengeFinished, challengeClosed, orderRefused, paid, checkoutOpened);
sample({
  clock: paid,
  fn: (order) => ({ order_id: order.order_id, order_key: order.order_key }),
  target: $placedOrder,
});
// The provider emptied the basket with the order.
sample({ clock: paid, target: [cartRefreshed, $consent.reinit, $useCredit.reinit, $pointsText.reinit] });
// The attempt is over when it was paid or refused; a timeout or an unreachable shop keeps it, so
// pressing Pay again cannot pay twice.
const attemptEnded = sample({
  clock: [
    paid,
    orderRefused.filter({
      fn: (error) => isApiError(error) && (error.status ?? 0) < 500 && (error.status ?? 0) >= 400,
    }),
  ],
  fn: () => null,
});
sample({ clock: attemptEnded, target: [$attemptKey.reinit, forgetAttemptFx, walletSpent] });
const orderFailure = orderRefused.map((error) =>
  failureMessage(error, 'Your order was not placed and no payment was taken.'),
);
const cardRefused = tokenizeFx.failData.map((error) => failureMessage(error, 'Please check the card details.'));
sample({ clock: [orderFailure, cardRefused], target: showError });
/**
 * Why the last order was not placed (a declined card, a sold-out competition), kept beside the
 * Pay button: the toast is gone after 4 seconds, often before it is read. It goes once the
 * shopper edits the form or tries again.
 */
export const $orderError = createStore<string | null>(null)
  .on([orderFailure, cardRefused], (_, message) => message)
  .reset(billingEdited, consentEdited, orderSubmitted, checkoutOpened);

// The basket changed under the order (sold out, a price changed, a competition gone): the summary
// shows the provider's basket again, so the shopper sees what to change before paying.
const STALE_BASKET_CODES: readonly string[] = ['shop_sold_out', 'shop_price_changed', 'shop_no_competition'];
const staleBasket = orderRefused.filter({
  fn: (error) => isApiError(error) && STALE_BASKET_CODES.includes(error.code ?? ''),
});
sample({ clock: staleBasket.filterMap((error) => cartFromError(error) ?? undefined), target: cartReplaced });
sample({ clock: staleBasket.filter({ fn: (error) => cartFromError(error) === null }), target: cartRefreshed });
