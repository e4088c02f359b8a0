import { isApiError, removeKey } from '@shop/provider-client';
import { type CartItem, STORAGE_KEYS, type StoreCart, type StoreCartItem } from '@shop/shared';
import { fromMinorUnits, linePrice, PRICE_SENTINEL } from '@shop/shared/format';
import { $purchasedTickets, $userToken, cartSummaryChanged, showError, showInfo } from '@shop/shared/state';
import { attach, combine, createEffect, createEvent, createStore, sample, split } from 'effector';
import { failureMessage } from '../../common/failure-message';
import * as api from './api';
import { decideAdd, purchasedFor, toQuantity } from './rules';

// The basket's state (requirements §3: cartItems, isAdding, isUpdating, isDeleting) and its
// load, edit and coupon flows. The add-to-cart flow lives in ./add-flow.ts.

export const basketStarted = createEvent();
export const locationChanged = createEvent<string>();
export const cartReplaced = createEvent<StoreCart>();
export const cartPageOpened = createEvent();
export const quantityChanged = createEvent<{ key: string; quantity: string }>();
export const itemRemoved = createEvent<string>();
export const cartEmptied = createEvent();
export const couponApplied = createEvent<string>();
export const couponRemoved = createEvent<string>();

// From the first moment, not only once the overlay mounts: a start-up reload rule that read '/'
// would reload the basket on the confirmation page (requirements §4).
const startPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);
export const $pathname = createStore(startPath()).on(locationChanged, (_, path) => path);

// Reads carry the number of cart writes completed when they started (see $cartWrites below).
export const loadItemsFx = createEffect((_writesSeen: number) => api.readItems());
export const readCartFx = createEffect((_writesSeen: number) => api.readCart());
export const updateItemFx = createEffect(api.updateItem);
export const removeItemFx = createEffect(api.removeItem);
export const emptyCartFx = createEffect(api.emptyCart);
export const applyCouponFx = createEffect(api.applyCoupon);
export const removeCouponFx = createEffect(api.removeCoupon);

export function toCartItem(item: StoreCartItem): CartItem {
  return {
    id: item.id,
    key: item.key,
    quantity: String(item.quantity),
    totals: item.totals ?? null,
    competition: item.competition,
  };
}

export interface CartTotalsView {
  subtotal: number;
  discount: number;
  total: number;
  coupons: string[];
}

function totalsOf(cart: StoreCart): CartTotalsView {
  const minor = cart.totals.currency_minor_unit;
  const discount = fromMinorUnits(cart.totals.total_discount, minor);
  const total = fromMinorUnits(cart.totals.total_price, minor);
  return {
    // A host that sends no total_items: what was paid before the discount (docs/host-responses.md).
    subtotal: cart.totals.total_items === undefined ? total + discount : fromMinorUnits(cart.totals.total_items, minor),
    discount,
    total,
    coupons: cart.coupons.map((c) => c.code),
  };
}

// The token turns null only when a signed-in account signs out: userSignedOut also fires when the
// start-up session check fails (an outage included) while nobody was signed in yet, and that must
// not cost a visitor their basket. ($user is already reset when a sample on userSignedOut reads
// it, so "was someone signed in" is read off the token's change instead.)
export const accountSignedOut = $userToken.updates.filter({ fn: (token) => token === null });

/**
 * Cart writes completed so far. A read reports the count it started with and is dropped when a
 * write completed since: its older cart would overwrite the newer one (an item read started by a
 * sign-in finishing after an add, for instance).
 */
export const $cartWrites = createStore(0).on([cartReplaced, emptyCartFx.done, accountSignedOut], (n) => n + 1);
const startedSinceLastWrite = (writes: number, { params }: { params: number }) => params === writes;
const itemsRead = sample({
  clock: loadItemsFx.done,
  source: $cartWrites,
  filter: startedSinceLastWrite,
  fn: (_, { result }) => result,
});
const cartRead = sample({
  clock: readCartFx.done,
  source: $cartWrites,
  filter: startedSinceLastWrite,
  fn: (_, { result }) => result,
});

export const $cartItems = createStore<CartItem[]>([])
  .on(itemsRead, (_, items) => items.map(toCartItem))
  .on([cartReplaced, cartRead], (_, cart) => cart.items.map(toCartItem))
  .on(emptyCartFx.done, () => [])
  .reset(accountSignedOut);

/** Totals as the provider computed them; null until a whole cart was read. */
export const $cartTotals = createStore<CartTotalsView | null>(null)
  .on([cartReplaced, cartRead], (_, cart) => totalsOf(cart))
  .on(emptyCartFx.done, () => null)
  .reset(accountSignedOut);

/**
 * The last whole-cart read failed. Checkout must then say so and offer to try again: the payable
 * total (coupons, discounts) is the provider's, so it cannot be summed from the lines.
 */
export const $totalsReadFailed = createStore(false)
  .on(readCartFx.fail, () => true)
  .reset(readCartFx, cartReplaced, cartRead);

export const $cartStatus = createStore<'idle' | 'loading' | 'ready' | 'failed'>('idle')
  .on([loadItemsFx, readCartFx], (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on([loadItemsFx.done, readCartFx.done], () => 'ready')
  .on([loadItemsFx.fail, readCartFx.fail], (status) => (status === 'ready' ? 'ready' : 'failed'));

export const $isUpdating = combine(
  updateItemFx.pending,
  applyCouponFx.pending,
  removeCouponFx.pending,
  (a, b, c) => a || b || c,
);
export const $isDeleting = combine(removeItemFx.pending, emptyCartFx.pending, (a, b) => a || b);

sample({
  clock: [updateItemFx.doneData, removeItemFx.doneData, applyCouponFx.doneData, removeCouponFx.doneData],
  target: cartReplaced,
});

// Requirements §4: loaded on start; reloaded when the user changes, except on confirmation pages
// (the order was just placed there and its page reads the order, not the basket).
// A visit that starts on a confirmation page reads the basket once it leaves that page. A user
// change is ./sign-in.ts: the basket becomes the account's.
export const notOnConfirmation = ({ path }: { path: string }) => !path.includes('confirmation');
const $firstReadPending = createStore(true).on(loadItemsFx, () => false);
sample({
  clock: [basketStarted, locationChanged],
  source: { path: $pathname, writes: $cartWrites, pending: $firstReadPending },
  filter: (source) => source.pending && notOnConfirmation(source),
  fn: ({ writes }) => writes,
  target: loadItemsFx,
});
sample({ clock: cartPageOpened, source: $cartWrites, target: readCartFx });

// Signing out lets go of the account's basket: the server cart is bound to the user, and its
// Cart-Token (with the nonce issued for it) would show it to whoever uses this browser next. The
// basket empties at once and is read again, as a visitor's, once the tokens are gone.
export const cartTokensForgottenFx = createEffect(() => {
  removeKey(STORAGE_KEYS.CART_HEADER);
  removeKey(STORAGE_KEYS.NONCE);
  removeKey(STORAGE_KEYS.NONCE_TIMESTAMP);
});
sample({ clock: accountSignedOut, target: cartTokensForgottenFx });
sample({
  clock: cartTokensForgottenFx.finally,
  source: { path: $pathname, writes: $cartWrites },
  filter: notOnConfirmation,
  fn: ({ writes }) => writes,
  target: loadItemsFx,
});

/** Header summary: ticket count and the sum of line prices (lines without totals are skipped). */
export function summarize(items: CartItem[]) {
  let count = 0;
  let total = 0;
  for (const item of items) {
    count += toQuantity(item.quantity);
    const price = linePrice(item.totals);
    if (price !== PRICE_SENTINEL) total += price;
  }
  return { count, total: Math.round(total * 100) / 100 };
}
sample({ clock: $cartItems, fn: summarize, target: cartSummaryChanged });

// Reading failures are only logged (requirements §8); the page shows its empty state.
const logReadFailureFx = createEffect((error: unknown) => console.error('[basket] cart read failed', error));
sample({ clock: [loadItemsFx.failData, readCartFx.failData], target: logReadFailureFx });

// Quantity edits keep the add-to-cart limits: an increase is checked like an add.
type Edit =
  | { kind: 'rejected'; key: string; message: string }
  | { kind: 'update'; key: string; quantity: number; notice: string | null }
  | { kind: 'remove'; key: string };
export function decideEdit(
  items: CartItem[],
  purchasedTickets: Parameters<typeof purchasedFor>[0],
  key: string,
  text: string,
): Edit | null {
  const item = items.find((i) => i.key === key);
  if (!item) return null;
  const wanted = toQuantity(text);
  const current = toQuantity(item.quantity);
  if (wanted === 0) return { kind: 'remove', key };
  if (wanted === current) return null;
  if (wanted < current) return { kind: 'update', key, quantity: wanted, notice: null };
  const decision = decideAdd({
    competition: item.competition,
    requested: wanted - current,
    inCart: current,
    purchased: purchasedFor(purchasedTickets, item.competition.id),
  });
  if (decision.kind === 'rejected') return { kind: 'rejected', key, message: decision.message };
  return { kind: 'update', key, quantity: current + decision.quantity, notice: decision.notice };
}

const editDecided = sample({
  clock: quantityChanged,
  source: { items: $cartItems, tickets: $purchasedTickets },
  fn: ({ items, tickets }, { key, quantity }) => decideEdit(items, tickets, key, quantity),
}).filterMap((decided) => decided ?? undefined);
const edit = split(editDecided, {
  rejected: (e): e is Extract<Edit, { kind: 'rejected' }> => e.kind === 'rejected',
  update: (e): e is Extract<Edit, { kind: 'update' }> => e.kind === 'update',
  remove: (e): e is Extract<Edit, { kind: 'remove' }> => e.kind === 'remove',
});
sample({ clock: edit.rejected, fn: (e) => e.message, target: showError });
sample({ clock: edit.update, filter: (e) => e.notice !== null, fn: (e) => e.notice as string, target: showInfo });
sample({
  clock: edit.update,
  source: $userToken,
  fn: (token, e) => ({ key: e.key, quantity: e.quantity, token: token ?? undefined }),
  target: updateItemFx,
});
sample({ clock: [edit.remove.map((e) => e.key), itemRemoved], target: removeItemFx });
sample({ clock: cartEmptied, target: emptyCartFx });
sample({ clock: couponApplied, fn: (code) => code.trim(), filter: (code) => code.length > 0, target: applyCouponFx });
sample({ clock: couponRemoved, target: removeCouponFx });

const isRefusal = (error: unknown) =>
  isApiError(error) && error.type === 'http' && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
const { couponRefused, __: couponFaulted } = split(applyCouponFx.failData, { couponRefused: isRefusal });

// A failed save shows why and then shows the basket as the provider has it: a 409 ("Cart item does
// not exist.") means the page was stale, and the line could not be changed again until a reload.
sample({
  clock: [updateItemFx.failData, removeItemFx.failData, emptyCartFx.failData, removeCouponFx.failData, couponFaulted],
  fn: (error) => failureMessage(error, 'Your basket could not be updated.'),
  target: showError,
});

/** The cart a Store API error carries (`data.cart`), read by the shared client through the cart's check. */
export function cartFromError(error: unknown): StoreCart | null {
  if (!isApiError(error)) return null;
  const cart = (error.body as { data?: { cart?: StoreCart } } | null | undefined)?.data?.cart;
  return cart ?? null;
}
// A refused coupon changed nothing (its reason is shown beside the field), so it is not read again.
const writeFailed = sample({
  clock: [updateItemFx.failData, removeItemFx.failData, emptyCartFx.failData, removeCouponFx.failData, couponFaulted],
});
sample({ clock: writeFailed.filterMap((error) => cartFromError(error) ?? undefined), target: cartReplaced });
sample({
  clock: writeFailed,
  source: $cartWrites,
  filter: (_, error) => cartFromError(error) === null,
  target: readCartFx,
});

/**
 * Per line key, how often an edit did not land as typed (refused by the limits, or failed): the
 * line puts its quantity box back to the basket's quantity, even when that quantity is unchanged.
 */
export const $editRefusals = createStore<Record<string, number>>({}).reset(accountSignedOut);
const editRefused = sample({
  clock: [
    edit.rejected.map((e) => e.key),
    updateItemFx.fail.map(({ params }) => params.key),
    removeItemFx.fail.map(({ params }) => params),
  ],
});
$editRefusals.on(editRefused, (counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }));
// A code the provider refused (unknown, expired, someone else's: a 4xx with its reason) is
// explained beside the field, linked to it and announced, where the shopper fixes it; a fault
// (no response, 5xx) is a toast like every other failed save.
export const $couponError = createStore<string | null>(null)
  .on(couponRefused, (_, error) => failureMessage(error, 'This coupon could not be applied.'))
  .reset(couponApplied, applyCouponFx.done);

/** For the checkout: re-read the whole cart after an order emptied it or was refused as stale. */
export const cartRefreshed = attach({ source: $cartWrites, effect: readCartFx });
