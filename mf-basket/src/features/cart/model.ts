import {
  $purchasedTickets,
  $userToken,
  type CartItem,
  cartSummaryChanged,
  fromMinorUnits,
  isApiError,
  linePrice,
  PRICE_SENTINEL,
  showError,
  type StoreCart,
  type StoreCartItem,
} from '@shop/shared';
import { attach, combine, createEffect, createEvent, createStore, sample, split } from 'effector';
import * as api from './api';
import { failureMessage } from '../../common/failure-message';
import { decideAdd, purchasedFor, toQuantity } from './rules';

// The basket's state (spec section 3: cartItems, isAdding, isUpdating, isDeleting) and its
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

export const $pathname = createStore('/').on(locationChanged, (_, path) => path);

export const loadItemsFx = createEffect(api.readItems);
export const readCartFx = createEffect(api.readCart);
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
  const minor = cart.totals?.currency_minor_unit ?? 2;
  return {
    subtotal: fromMinorUnits(cart.totals?.total_items ?? 0, minor),
    discount: fromMinorUnits(cart.totals?.total_discount ?? 0, minor),
    total: fromMinorUnits(cart.totals?.total_price ?? 0, minor),
    coupons: (cart.coupons ?? []).map((c) => c.code),
  };
}

export const $cartItems = createStore<CartItem[]>([])
  .on(loadItemsFx.doneData, (_, items) => items.map(toCartItem))
  .on(cartReplaced, (_, cart) => cart.items.map(toCartItem))
  .on(emptyCartFx.done, () => []);

/** Totals as the provider computed them; null until a whole cart was read. */
export const $cartTotals = createStore<CartTotalsView | null>(null)
  .on(cartReplaced, (_, cart) => totalsOf(cart))
  .on(emptyCartFx.done, () => null);

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
  clock: [
    readCartFx.doneData,
    updateItemFx.doneData,
    removeItemFx.doneData,
    applyCouponFx.doneData,
    removeCouponFx.doneData,
  ],
  target: cartReplaced,
});

// Spec section 4: loaded on start; reloaded when the user changes, except on confirmation pages
// (the order was just placed there and its page reads the order, not the basket).
sample({ clock: basketStarted, target: loadItemsFx });
sample({
  clock: $userToken.updates,
  source: $pathname,
  filter: (path) => !path.includes('confirmation'),
  target: loadItemsFx,
});
sample({ clock: cartPageOpened, target: readCartFx });

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

// Reading failures are only logged (spec section 8); the page shows its empty state.
const logReadFailureFx = createEffect((error: unknown) => console.error('[basket] cart read failed', error));
sample({ clock: [loadItemsFx.failData, readCartFx.failData], target: logReadFailureFx });

// Quantity edits keep the add-to-cart limits: an increase is checked like an add.
type Edit =
  | { kind: 'rejected'; message: string }
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
  if (decision.kind === 'rejected') return decision;
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
sample({ clock: edit.update, filter: (e) => e.notice !== null, fn: (e) => e.notice as string, target: showError });
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

// A failed save shows why and leaves the basket as it was.
sample({
  clock: [updateItemFx.failData, removeItemFx.failData, emptyCartFx.failData, removeCouponFx.failData, couponFaulted],
  fn: (error) => failureMessage(error, 'Your basket could not be updated.'),
  target: showError,
});
// A code the provider refused (unknown, expired, someone else's: a 4xx with its reason) is
// explained beside the field, linked to it and announced, where the shopper fixes it; a fault
// (no answer, 5xx) is a toast like every other failed save.
export const $couponError = createStore<string | null>(null)
  .on(couponRefused, (_, error) => failureMessage(error, 'This coupon could not be applied.'))
  .reset(couponApplied, applyCouponFx.done);

/** For the checkout: re-read the whole cart after an order emptied it. */
export const cartRefreshed = attach({ effect: readCartFx });
