import * as v from 'valibot';
import { competition } from './catalog';
import { absent, flag, id, int, listOf, maybe, maybeNull, num, opt, successWith, text } from './tolerant';

// The basket's responses: the WooCommerce Store API (notes on it: api/README.md) with the competition
// each line is for, the checkout and the order confirmation. Defaults: docs/host-responses.md.

/** Money in minor units as text ("1800" with currency_minor_unit 2 is £18.00). */
const cartTotals = v.object({
  line_subtotal: maybe(text),
  line_total: maybe(text),
  currency_code: maybe(text),
  currency_symbol: maybe(text),
  currency_minor_unit: opt(int, 2),
});

/**
 * A Store API line with the competition it is for (requirements §3). Without totals the line's
 * price is the spec's sentinel (requirements §9); without an id, the competition's product.
 */
const storeCartItem = v.pipe(
  v.object({
    key: text,
    id: absent(maybe(id), "the competition's competition_product_id"),
    quantity: int,
    name: opt(text, ''),
    totals: absent(opt(cartTotals, null), 'the line price is the sentinel 999999999 (requirements §9)'),
    competition,
    answer: maybeNull(text),
  }),
  v.transform((item) => ({ ...item, id: item.id ?? item.competition.competition_product_id })),
);

export const storeCartItems = listOf(storeCartItem, 'items');

const couponLine = v.object({
  code: text,
  totals: opt(v.object({ total_discount: opt(text, '0'), currency_minor_unit: opt(int, 2) }), {}),
});

/** The whole cart: the Store API always sends its totals, and checkout cannot go on without the price. */
export const storeCart = v.object({
  items: storeCartItems,
  items_count: opt(int, 0),
  coupons: listOf(couponLine, 'coupons'),
  totals: v.object({
    total_items: absent(maybe(text), 'total_price + total_discount'),
    total_discount: opt(text, '0'),
    total_price: text,
    currency_code: opt(text, 'GBP'),
    currency_minor_unit: opt(int, 2),
  }),
  /** The Cart-Token, repeated in the body for clients that cannot read headers. */
  cart_header: maybe(text),
});

/** A basket line the sign-in merge cut to the ticket limits (`available` = what they allow). */
const limitedCartLine = v.object({
  competition_id: id,
  title: opt(text, ''),
  requested: opt(int, 0),
  kept: opt(int, 0),
  available: opt(int, 0),
  limit: opt(v.picklist(['stock', 'allowance', 'closed']), 'stock'),
});

export const claimedCart = v.object({ ...storeCart.entries, limited: listOf(limitedCartLine, 'limited') });

/** The checkout's amounts before Pay, in pounds (points whole), worked out by the shop. */
export const tenderQuote = v.object({
  total: num,
  credit_used: opt(num, 0),
  points_used: opt(int, 0),
  points_value: opt(num, 0),
  amount_to_pay: num,
  site_credit: opt(num, 0),
  points: opt(int, 0),
  points_per_pound: opt(num, 0),
});

const storeAddress = v.object({
  first_name: opt(text, ''),
  last_name: opt(text, ''),
  address_1: opt(text, ''),
  address_2: opt(text, ''),
  city: opt(text, ''),
  state: opt(text, ''),
  postcode: opt(text, ''),
  country: opt(text, 'GB'),
  email: maybe(text),
  phone: maybe(text),
});

/** WooCommerce's payment statuses; its 'error' is a failure here. */
const paymentStatus = v.pipe(
  v.picklist(['success', 'failure', 'pending', 'error']),
  v.transform((status) => (status === 'error' ? 'failure' : status)),
);

/** The Store API's checkout response: the order and what the payment did. */
export const checkoutResponse = v.object({
  order_id: id,
  status: opt(text, ''),
  order_key: opt(text, ''),
  customer_id: opt(id, 0),
  billing_address: opt(storeAddress, {}),
  shipping_address: opt(storeAddress, {}),
  payment_method: opt(text, ''),
  payment_result: v.object({
    /** pending: the bank asks for a 3-D Secure check at redirect_url (a page of the payment service). */
    payment_status: paymentStatus,
    payment_details: listOf(v.object({ key: text, value: opt(text, '') }), 'payment_details'),
    redirect_url: opt(text, ''),
  }),
});

const orderConfirmation = v.object({
  order_id: id,
  order_key: opt(text, ''),
  status: opt(text, ''),
  total: opt(text, ''),
  lines: listOf(
    v.object({
      competition_id: id,
      title: text,
      quantity: opt(int, 0),
      tickets: listOf(int, 'tickets'),
      /** When the competition is drawn (null when the provider does not say). */
      draw_at: maybeNull(text),
    }),
    'lines',
  ),
  /** Where the receipt with the ticket numbers was emailed. */
  receipt_email: maybe(text),
  instant_wins: listOf(
    v.object({
      ticket_number: int,
      prize: text,
      image: opt(text, ''),
      competition_title: opt(text, ''),
      /** Added by the provider: the win, and whether it is a prize to claim (credit and points are added at once). */
      win_id: maybe(id),
      claimable: maybe(flag),
    }),
    'instant_wins',
  ),
  points_earned: opt(int, 0),
});

export const orderConfirmationResponse = successWith({ data: orderConfirmation });

/** A saved card (payment_methods): its brand, last four digits and expiry, never the number (api/README.md "Payments"). */
const savedCard = v.object({
  id: text,
  brand: opt(text, 'card'),
  last4: opt(text, ''),
  exp_month: opt(int, 0),
  exp_year: opt(int, 0),
  wallet: opt(text, null),
});
export const savedCardsResponse = successWith({ data: listOf(savedCard, 'data') });

export type CartTotals = v.InferOutput<typeof cartTotals>;
export type StoreCartItem = v.InferOutput<typeof storeCartItem>;
export type StoreCart = v.InferOutput<typeof storeCart>;
export type StoreAddress = v.InferOutput<typeof storeAddress>;
export type LimitedCartLine = v.InferOutput<typeof limitedCartLine>;
export type TenderQuote = v.InferOutput<typeof tenderQuote>;
export type OrderConfirmation = v.InferOutput<typeof orderConfirmation>;
export type SavedCard = v.InferOutput<typeof savedCard>;
