import type { InferOutput } from 'valibot';
import type { BankDetails, ResponsiblePlay, StoreAddress, TenderChoice } from '../entities';
import type { ResponseSchemas } from '../responses';

// Every provider call of requirements §7 plus the ones it leaves unshown: the route, the method,
// the payload and the response. The provider (api/) implements exactly this table; the provider
// client (@shop/provider-client) calls it and reads each response through its call's schema
// (../responses/), so a response type here is what that check gives, not what a host may send
// (docs/host-responses.md).
// A change here is a semver change of @shop/shared.

type Refusal = { success: false; error: string };
/** What the check of call K gives. */
type Read<K extends keyof ResponseSchemas> = InferOutput<ResponseSchemas[K]>;
/** A call of the shop's own API: its checked response, or its refusal. */
type Reply<K extends keyof ResponseSchemas> = Read<K> | Refusal;
type Token = { token: string };
type Page = { page: number; limit?: number };

export interface ProviderCallTable {
  // ---- requirements §7 ----
  getSEOSettings: { body: { page: string }; response: Reply<'getSEOSettings'> };
  getsettings: { body: never; response: Reply<'getsettings'> };
  get_realtime_winners_prize_value: { body: never; response: Reply<'get_realtime_winners_prize_value'> };
  checkAuth: { body: Token; response: Reply<'checkAuth'> };
  get_purchased_competition: { body: Token; response: Reply<'get_purchased_competition'> };
  updateProfile: {
    body: Token & {
      account_first_name: string;
      account_last_name: string;
      account_email: string;
      account_display_name: string;
      /** Required by the provider when account_email changes, as well as for a password change. */
      password_current?: string;
      password_1?: string;
      password_2?: string;
    };
    /**
     * A new account_email waits for the link mailed to it: `data` keeps the current address,
     * `pending_email` and `message` say where the link went (the same response whether or not the
     * address has an account; api/README.md "Email ownership").
     */
    response: Reply<'updateProfile'>;
  };
  get_user_details: { body: Token; response: Reply<'get_user_details'> };
  update_user_details: {
    body: Token & {
      first_name: string;
      last_name: string;
      billing_first_name: string;
      billing_last_name: string;
      billing_email: string;
      billing_phone: string;
      billing_address_1: string;
      billing_address_2: string;
      billing_city: string;
      billing_postcode: string;
      billing_state: string;
    };
    response: Reply<'update_user_details'>;
  };
  /** With offset/limit: the points log. With only the token (site credit screen): credit too. */
  points: {
    body: Token & { offset?: number; limit?: number };
    response: Reply<'points'>;
  };
  get_coupons: { body: Token; response: Reply<'get_coupons'> };
  orders: { body: Token & Page; response: Reply<'orders'> };
  order_detail: { body: Token & { id: number }; response: Reply<'order_detail'> };
  /**
   * The spec's save call; with only the token it returns the saved (masked on read) details. A
   * save (account_number and sort_code) also carries the current password.
   */
  get_bank_details: {
    body: Token & Partial<BankDetails> & { password_current?: string };
    response: Reply<'get_bank_details'>;
  };
  competition: {
    body: Token & Page & { category?: string };
    response: Reply<'competition'>;
  };
  drawn_next_competition: { body: Token & Page; response: Reply<'drawn_next_competition'> };
  finished_soldout_competition: { body: Token & Page; response: Reply<'finished_soldout_competition'> };
  /** Used for both the featured list and the all-competitions list (`all: true`). */
  featured_competition: {
    body: Token & Page & { all?: boolean };
    response: Reply<'featured_competition'>;
  };
  getcompetition: { body: Token & { id: number }; response: Reply<'getcompetition'> };
  getOtherComps: {
    body: Token & Page & { id: number };
    response: Reply<'getOtherComps'>;
  };
  gethowitworkssettings: { body: never; response: Reply<'gethowitworkssettings'> };

  // ---- Store API (WooCommerce shapes, api/README.md "Rules a storefront developer needs") ----
  cart: { body: never; response: Read<'cart'> };
  cartItems: { body: never; response: Read<'cartItems'> };
  cartAddItem: {
    body: { id: number; quantity: number; nonce?: string; cart_header?: string; token?: string; answer?: string };
    response: Read<'cartAddItem'>;
  };
  cartUpdateItem: { body: { key: string; quantity: number; token?: string }; response: Read<'cartUpdateItem'> };
  cartRemoveItem: { body: { key: string }; response: Read<'cartRemoveItem'> };
  cartEmpty: { body: Record<string, never>; response: Read<'cartEmpty'> };
  cartApplyCoupon: { body: { code: string }; response: Read<'cartApplyCoupon'> };
  cartRemoveCoupon: { body: { code: string }; response: Read<'cartRemoveCoupon'> };
  // Signing in ties the visitor's basket to the account, merged with its saved basket (api/README.md).
  cartClaim: { body: Token; response: Read<'cartClaim'> };
  // The amounts before Pay, worked out by the shop from "use credit" and "points to redeem".
  checkoutTender: { body: Token & TenderChoice; response: Read<'checkoutTender'> };
  checkout: {
    body: Token &
      TenderChoice & {
        billing_address: StoreAddress;
        shipping_address?: StoreAddress;
        payment_method: 'local_test_card' | 'site_credit';
        payment_data: { key: string; value: string }[];
        customer_note?: string;
      };
    response: Read<'checkout'>;
  };
  /**
   * A card order's attempt carried on after the bank's check, by the order's id and key (the Store
   * API's order-pay route, `checkout/{order_id}`; api/README.md "Payments"): the checkout is not
   * sent again. Responds as `checkout` does: paid, still waiting for the bank, or why not.
   */
  checkoutOrder: { body: Token & { order_id: number; key: string }; response: Read<'checkoutOrder'> };

  // ---- calls the spec leaves unshown (designed here; docs/adr/004-provider-stand-in.md) ----
  /**
   * `device`: the device token this browser holds for that address, if any; the response carries one to
   * keep (its sign-in attempts then count on their own: api/README.md "Failed sign-ins"). An account
   * whose address is not confirmed yet is refused with 403 `shop_email_unconfirmed`.
   */
  login: { body: { email: string; password: string; device?: string }; response: Reply<'login'> };
  /** One response for any address, and no session: the account waits for the confirmation link mailed to it. */
  register: {
    /** date_of_birth 'YYYY-MM-DD': the provider refuses anyone under 18. */
    body: { first_name: string; last_name: string; email: string; password: string; date_of_birth: string };
    response: Reply<'register'>;
  };
  /** The emailed link (/auth/login?verify=<key>&email=<address>), finished with the password: signs in. */
  verify_email: {
    body: { key: string; email: string; password: string; device?: string };
    response: Reply<'verify_email'>;
  };
  /** A new confirmation link; the same response for any address. */
  resend_verification: { body: { email: string }; response: Reply<'resend_verification'> };
  logout: { body: Token; response: Reply<'logout'> };
  forgot_password: { body: { email: string }; response: Reply<'forgot_password'> };
  reset_password: {
    body: { key: string; email: string; password: string };
    /** `device`: a device token for the address, as a sign-in's. */
    response: Reply<'reset_password'>;
  };
  responsible_gaming: {
    body: Token & Partial<Pick<ResponsiblePlay, 'limit_duration' | 'limit_value' | 'lockout_period'>>;
    response: Reply<'responsible_gaming'>;
  };
  order_confirmation: {
    body: Token & { order_id: number; order_key: string };
    response: Reply<'order_confirmation'>;
  };
  draw_results: { body: Page; response: Reply<'draw_results'> };
  draw_proof: { body: { competition_id: number }; response: Reply<'draw_proof'> };
  /** Newest first, or the largest prizes first (`sort: 'largest'`); of one kind, or all. */
  winners: {
    body: Page & { kind?: 'draw' | 'instant' | 'reward'; sort?: 'recent' | 'largest' };
    response: Reply<'winners'>;
  };
  /** A drawn competition's entries in ticket order (404 before the draw; limit ≤ 1000). */
  entry_list: { body: { competition_id: number; page?: number; limit?: number }; response: Reply<'entry_list'> };
  claimable_prizes: { body: Token; response: Reply<'claimable_prizes'> };
  claim_prize: {
    /** api/README.md "Claims": the document only above the shop's threshold, the date of birth only when the account has none. */
    body: Token & {
      win_id: number;
      full_name: string;
      phone: string;
      address_1: string;
      address_2?: string;
      city: string;
      postcode: string;
      choice?: 'prize' | 'cash';
      publicity_consent?: boolean;
      /** 'YYYY-MM-DD'. */
      date_of_birth?: string;
      /** A JPEG, PNG or PDF of at most 5 MB, its bytes in base64. */
      id_document?: { name: string; type: string; data: string };
      notes?: string;
    };
    response: Reply<'claim_prize'>;
  };
  contact: {
    body: { name: string; email: string; subject: string; message: string };
    response: Reply<'contact'>;
  };
  free_postal_route: { body: never; response: Reply<'free_postal_route'> };
  faqs: { body: never; response: Reply<'faqs'> };
  legal_terms: { body: never; response: Reply<'legal_terms'> };
  chat_post: { body: Token & { text: string }; response: Reply<'chat_post'> };
  /** The account's saved cards, kept by the payment service (api/README.md "Payments"). */
  payment_methods: { body: Token; response: Reply<'payment_methods'> };
  payment_method_delete: { body: Token & { id: string }; response: Reply<'payment_method_delete'> };
  /** Incident beacon: a remote failed to load. */
  incident: {
    body: { remote: string; version: string; stage: string; message: string; fallback: string };
    response: Reply<'incident'>;
  };
}

export type CallName = keyof ProviderCallTable;
export type CallPayload<K extends CallName> = ProviderCallTable[K]['body'];
export type CallResponse<K extends CallName> = ProviderCallTable[K]['response'];

type Method = 'GET' | 'POST' | 'DELETE';
const v1 = (name: string) => `/api/v1/${name}`;
const store = (name: string) => `/wc/store/v1/${name}`;

export const providerCalls: Record<CallName, { method: Method; route: string }> = {
  getSEOSettings: { method: 'POST', route: v1('getSEOSettings') },
  getsettings: { method: 'GET', route: v1('getsettings') },
  get_realtime_winners_prize_value: { method: 'GET', route: v1('get_realtime_winners_prize_value') },
  checkAuth: { method: 'POST', route: v1('check-auth') },
  get_purchased_competition: { method: 'POST', route: v1('get_purchased_competition') },
  updateProfile: { method: 'POST', route: v1('updateProfile') },
  get_user_details: { method: 'POST', route: v1('get_user_details') },
  update_user_details: { method: 'POST', route: v1('update_user_details') },
  points: { method: 'POST', route: v1('points') },
  get_coupons: { method: 'POST', route: v1('get_coupons') },
  orders: { method: 'POST', route: v1('orders') },
  order_detail: { method: 'POST', route: v1('order_detail') },
  get_bank_details: { method: 'POST', route: v1('get_bank_details') },
  competition: { method: 'POST', route: v1('competition') },
  drawn_next_competition: { method: 'POST', route: v1('drawn_next_competition') },
  finished_soldout_competition: { method: 'POST', route: v1('finished_soldout_competition') },
  featured_competition: { method: 'POST', route: v1('featured_competition') },
  getcompetition: { method: 'POST', route: v1('getcompetition') },
  getOtherComps: { method: 'POST', route: v1('getOtherComps') },
  gethowitworkssettings: { method: 'GET', route: v1('gethowitworkssettings') },
  cart: { method: 'GET', route: store('cart') },
  cartItems: { method: 'GET', route: store('cart/items') },
  cartAddItem: { method: 'POST', route: store('cart/add-item') },
  cartUpdateItem: { method: 'POST', route: store('cart/update-item') },
  cartRemoveItem: { method: 'POST', route: store('cart/remove-item') },
  cartEmpty: { method: 'DELETE', route: store('cart/items') },
  cartApplyCoupon: { method: 'POST', route: store('cart/apply-coupon') },
  cartRemoveCoupon: { method: 'POST', route: store('cart/remove-coupon') },
  cartClaim: { method: 'POST', route: store('cart/claim') },
  checkoutTender: { method: 'POST', route: store('checkout/tender') },
  checkout: { method: 'POST', route: store('checkout') },
  checkoutOrder: { method: 'POST', route: store('checkout/{order_id}') },
  login: { method: 'POST', route: v1('login') },
  register: { method: 'POST', route: v1('register') },
  verify_email: { method: 'POST', route: v1('verify_email') },
  resend_verification: { method: 'POST', route: v1('resend_verification') },
  logout: { method: 'POST', route: v1('logout') },
  forgot_password: { method: 'POST', route: v1('forgot_password') },
  reset_password: { method: 'POST', route: v1('reset_password') },
  responsible_gaming: { method: 'POST', route: v1('responsible_gaming') },
  order_confirmation: { method: 'POST', route: v1('order_confirmation') },
  draw_results: { method: 'POST', route: v1('draw_results') },
  draw_proof: { method: 'POST', route: v1('draw_proof') },
  winners: { method: 'POST', route: v1('winners') },
  entry_list: { method: 'POST', route: v1('entry_list') },
  claimable_prizes: { method: 'POST', route: v1('claimable_prizes') },
  claim_prize: { method: 'POST', route: v1('claim_prize') },
  contact: { method: 'POST', route: v1('contact') },
  free_postal_route: { method: 'GET', route: v1('free_postal_route') },
  faqs: { method: 'GET', route: v1('faqs') },
  legal_terms: { method: 'GET', route: v1('legal_terms') },
  chat_post: { method: 'POST', route: v1('chat_post') },
  payment_methods: { method: 'POST', route: v1('payment_methods') },
  payment_method_delete: { method: 'POST', route: v1('payment_method_delete') },
  incident: { method: 'POST', route: v1('incident') },
};

/** A call's route with its path parameters (`{order_id}`) filled in from the payload's fields of that name. */
export function callRoute<K extends CallName>(name: K, payload?: CallPayload<K>): string {
  const fields = (payload ?? {}) as Record<string, unknown>;
  return providerCalls[name].route.replace(/\{(\w+)\}/g, (_, field: string) =>
    encodeURIComponent(String(fields[field])),
  );
}

/** The call a request is, from its rest_route and method (a path parameter matches one segment). */
export function callAt(route: string, method: string): CallName | undefined {
  const at = (pattern: string) => new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`).test(route);
  return (Object.keys(providerCalls) as CallName[]).find(
    (name) => providerCalls[name].method === method.toUpperCase() && at(providerCalls[name].route),
  );
}

/** Calls whose body carries the signed-in user's token (requirements §6). */
export const userTokenCalls: readonly CallName[] = [
  'checkAuth',
  'get_purchased_competition',
  'updateProfile',
  'get_user_details',
  'update_user_details',
  'points',
  'get_coupons',
  'orders',
  'order_detail',
  'get_bank_details',
  'logout',
  'responsible_gaming',
  'order_confirmation',
  'claimable_prizes',
  'claim_prize',
  'chat_post',
  'checkout',
  'checkoutOrder',
  'cartClaim',
  'checkoutTender',
  'payment_methods',
  'payment_method_delete',
];
