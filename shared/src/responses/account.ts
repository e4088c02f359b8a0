import * as v from 'valibot';
import { absent, flag, id, int, listOf, maybe, maybeNull, num, opt, savedWith, successWith, text } from './tolerant';

// The account area's responses (mf-account, and the basket's reads of the same calls), field by
// field from requirements §3; the defaults are in docs/host-responses.md.

/**
 * Responsible-play fields (requirements §3) with the limit change waiting to apply: a
 * stricter limit applies at once; a raise, a removal or a change of period 24 hours later.
 */
const responsiblePlayFields = {
  limit_duration: opt(text, ''),
  /** Pounds; 0 is no limit. */
  limit_value: opt(num, 0),
  lockout_period: opt(text, ''),
  current_spending: opt(num, 0),
  lock_account: opt(flag, false),
  locking_period: opt(text, ''),
  pending_limit_duration: opt(v.picklist(['', 'daily', 'weekly', 'monthly']), ''),
  /** Pounds. */
  pending_limit_value: opt(num, 0),
  /** UK wall-clock 'YYYY-MM-DD HH:MM:SS' when the pending limit applies, '' when none. */
  pending_limit_at: opt(text, ''),
};

export const responsiblePlay = v.object(responsiblePlayFields);

// A field the response leaves out stays out (not ''): an update's response merges into the stored user
// (shared/src/state/session.ts), and must not blank what it did not send.
const userFields = {
  id: maybe(id),
  first_name: maybe(text),
  last_name: maybe(text),
  email: maybe(text),
  name: maybe(text),
  nickname: maybe(text),
  description: maybe(text),
  token: maybe(text),
  billing_phone: maybe(text),
  billing_address_1: maybe(text),
  billing_address_2: maybe(text),
  billing_city: maybe(text),
  billing_company: maybe(text),
  billing_country: maybe(text),
  billing_email: maybe(text),
  billing_first_name: maybe(text),
  billing_last_name: maybe(text),
  billing_postcode: maybe(text),
  billing_state: maybe(text),
  ...responsiblePlayFields,
};

/** User details (requirements §3), as get_user_details and the saves return them. */
export const userDetails = v.object(userFields);

/** The signed-in user (check-auth, login, register): the session cannot go on without its token. */
export const signedInUser = v.object({ ...userFields, token: text });

export const signedInResponse = savedWith({ data: signedInUser });
/**
 * A sign-in (login, an emailed link's confirmation): the user, and the device token this browser
 * keeps for that address (api/README.md "Failed sign-ins").
 */
export const signInResponse = savedWith({ data: signedInUser, device: maybe(text), message: opt(text, '') });
/** A password reset's response, with the device token a sign-in would give. */
export const resetResponse = savedWith({ message: opt(text, ''), device: maybe(text) });
export const userDetailsResponse = successWith({ data: userDetails });
/** A save's response: the user as saved, when the host sends it. */
export const savedUserResponse = savedWith({ data: maybe(userDetails) });
/** updateProfile: a new address waits for its link (`pending_email`, `message` say where it went). */
export const profileSavedResponse = savedWith({
  data: maybe(userDetails),
  pending_email: maybe(text),
  message: maybe(text),
});
export const responsiblePlayResponse = successWith({ data: responsiblePlay });
export const savedPlayResponse = savedWith({ data: maybe(responsiblePlay) });

/** A ticket record of the signed-in user (purchased, upcoming or drawn). */
const ticketRecord = v.object({
  competition_id: id,
  competition_title: opt(text, ''),
  order_id: opt(id, 0),
  ticket_numbers: listOf(int, 'ticket_numbers'),
  draw_date: opt(text, ''),
  draw_time: opt(text, ''),
  /** 'upcoming' | 'drawn' */
  status: opt(text, 'upcoming'),
  image: maybe(text),
  /** Added by the provider once drawn: the draw's winning ticket (null: no entries). */
  winning_ticket: maybeNull(int),
  /** Added by the provider: the wins on these tickets (draw, instant, reward). */
  wins: listOf(
    v.object({
      ticket_number: int,
      kind: opt(v.picklist(['draw', 'instant', 'reward']), 'draw'),
      prize: opt(text, ''),
      win_id: id,
      /** A prize to claim (site credit and points are credited at once). */
      claimable: opt(flag, false),
    }),
    'wins',
  ),
});

export const purchasedResponse = successWith({ data: listOf(ticketRecord, 'data') });

const pointsLogEntry = v.object({
  description: opt(text, ''),
  date_display_human: opt(text, ''),
  type: opt(text, ''),
  points: num,
});

const creditLogEntry = v.object({
  description: opt(text, ''),
  date_display_human: opt(text, ''),
  amount: num,
});

/**
 * The points call: with offset/limit the points log; with only the token (the site credit screen)
 * the provider adds the credit. totalLogs left out: the log has what was sent (no Load More).
 */
export const pointsResponse = successWith({
  points: opt(num, 0),
  /** Points that take £1 off at checkout (a site setting). */
  points_per_pound: absent(maybe(num), 'not shown'),
  logs: listOf(pointsLogEntry, 'logs'),
  totalLogs: absent(maybe(int), 'the entries sent are all there is: no Load More'),
  site_credit: opt(num, 0),
  credit_logs: listOf(creditLogEntry, 'credit_logs'),
});

const coupon = v.object({
  code: text,
  /** Requirements §2: labelled Coupon when empty. */
  description: opt(text, ''),
  amount: opt(text, ''),
  /** Added by the provider: 'fixed_cart' (amount in pounds) or 'percent' (amount is a percentage). */
  discount_type: maybe(text),
});

export const couponsResponse = successWith({ data: listOf(coupon, 'data') });

const orderListItem = v.object({
  order_id_: id,
  order_status: opt(text, ''),
  /** Requirements §2: N/A when missing. */
  order_date: opt(text, null),
  /** Formatted amount text, e.g. "£9.00". */
  order_total: opt(text, ''),
  item_count: absent(maybe(int), "no 'for N Items'"),
});

/** Orders: without total_pages the list shows its page and offers no Load More. */
export const ordersResponse = successWith({
  data: listOf(orderListItem, 'data'),
  total_pages: absent(maybe(int), 'the page sent is all there is: no Load More'),
});

const orderAddressFields = {
  first_name: opt(text, ''),
  last_name: opt(text, ''),
  address_1: opt(text, ''),
  address_2: opt(text, ''),
  city: opt(text, ''),
  state: opt(text, ''),
  postcode: opt(text, ''),
};

const orderLine = v.pipe(
  v.object({
    title: text,
    quantity: absent(maybe(int), 'the number of tickets listed, 1 at least'),
    tickets: listOf(int, 'tickets'),
    draw_date: opt(text, null),
    /** HH:MM, 24-hour; requirements §2: N/A when absent. */
    draw_time: opt(text, null),
    /** The line's price in pounds, as text ("3.00"); null: N/A. */
    price: opt(text, null),
  }),
  // Left out, a line holds as many tickets as it lists (one at least).
  v.transform((line) => ({ ...line, quantity: line.quantity ?? Math.max(1, line.tickets.length) })),
);

/** WooCommerce sends the creation date as `{ date, timezone }`; a plain date text is read too. */
const createdDate = v.union([
  v.object({ date: opt(text, '') }),
  v.pipe(
    text,
    v.transform((date) => ({ date })),
  ),
]);

export const orderDetail = v.object({
  id,
  status: opt(text, ''),
  date_created: opt(createdDate, {}),
  total: opt(text, ''),
  subtotal: absent(maybe(text), 'the sum of the lines'),
  payment_method_title: opt(text, ''),
  product: listOf(orderLine, 'product'),
  billing: opt(v.object({ ...orderAddressFields, phone: opt(text, ''), email: opt(text, '') }), {}),
  shipping: opt(v.object(orderAddressFields), {}),
});

export const orderDetailResponse = successWith({ data: orderDetail });

/** On read the provider masks all but the last 4 digits; sending it back unchanged keeps the number. */
const bankDetails = v.object({
  account_number: opt(text, ''),
  sort_code: opt(text, ''),
  /** Added by the provider: true when account_number is the masked form. */
  account_number_masked: maybe(flag),
});

/**
 * The bank call saves (requirements §7: success, or error) and, with only the token, returns the
 * saved details; a new account has none.
 */
export const bankDetailsResponse = savedWith({ data: maybe(bankDetails) });

export type UserDetails = v.InferOutput<typeof userDetails>;
export type SignedInUser = v.InferOutput<typeof signedInUser>;
export type ResponsiblePlay = v.InferOutput<typeof responsiblePlay>;
export type TicketRecord = v.InferOutput<typeof ticketRecord>;
export type TicketWin = TicketRecord['wins'][number];
export type PointsLogEntry = v.InferOutput<typeof pointsLogEntry>;
export type CreditLogEntry = v.InferOutput<typeof creditLogEntry>;
export type Coupon = v.InferOutput<typeof coupon>;
export type OrderListItem = v.InferOutput<typeof orderListItem>;
export type OrderDetail = v.InferOutput<typeof orderDetail>;
export type OrderAddress = OrderDetail['shipping'];
export type BankDetails = v.InferOutput<typeof bankDetails>;
