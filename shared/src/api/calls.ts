import type { SavedCard as SavedCardRow } from '../data/schemas/basket';
import type {
  BankDetails,
  ClaimablePrize,
  Competition,
  Coupon,
  CreditLogEntry,
  DrawProofData,
  DrawResult,
  FaqEntry,
  HowItWorksStep,
  LegalTab,
  LimitedCartLine,
  OrderConfirmation,
  OrderDetail,
  OrderListItem,
  PointsLogEntry,
  ResponsiblePlay,
  SeoSettings,
  SiteSettings,
  StoreAddress,
  StoreCart,
  StoreCartItem,
  TenderChoice,
  TenderQuote,
  TicketRecord,
  UserDetails,
  Winner,
} from '../entities';

// Every provider call of spec section 7 plus the ones it leaves unshown: the route, the method,
// the payload and the response. The provider (api/) implements exactly this table; the client
// in ./client.ts calls it. A change here is a semver change of @shop/shared.

type Ok<T> = { success: true } & T;
type Failure = { success: false; error: string };
type Answer<T> = Ok<T> | Failure;
type Token = { token: string };
type Page = { page: number; limit?: number };
type CompetitionList = Answer<{ data: Competition[]; total_pages: number; total: number }>;

export interface ProviderCallTable {
  // ---- spec section 7 ----
  getSEOSettings: { body: { page: string }; response: Answer<{ data: SeoSettings[] }> };
  getsettings: { body: never; response: Answer<{ data: SiteSettings }> };
  get_realtime_winners_prize_value: {
    body: never;
    response: Answer<{ totalPrizeValue: number; totalWinner: number }>;
  };
  checkAuth: { body: Token; response: Answer<{ data: UserDetails }> };
  get_purchased_competition: { body: Token; response: Answer<{ data: TicketRecord[] }> };
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
     * A new account_email waits for the link mailed to it (issue 30): `data` keeps the current address,
     * `pending_email` and `message` say where the link went (the same answer whether or not the
     * address has an account).
     */
    response: Answer<{ data: UserDetails; pending_email?: string; message?: string }>;
  };
  get_user_details: { body: Token; response: Answer<{ data: UserDetails }> };
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
    response: Answer<{ data?: UserDetails }>;
  };
  /** With offset/limit: the points log. With only the token (site credit screen): credit too. */
  points: {
    body: Token & { offset?: number; limit?: number };
    response: Answer<{
      points: number;
      /** Points that take £1 off at checkout (site setting). */
      points_per_pound?: number;
      logs: PointsLogEntry[];
      totalLogs: number;
      site_credit: number;
      credit_logs: CreditLogEntry[];
    }>;
  };
  get_coupons: { body: Token; response: Answer<{ data: Coupon[] }> };
  orders: {
    body: Token & Page;
    response: Answer<{ data: OrderListItem[]; total_pages: number }>;
  };
  order_detail: { body: Token & { id: number }; response: Answer<{ data: OrderDetail }> };
  /**
   * The spec's save call; with only the token it answers the saved (masked on read) details. A
   * save (account_number and sort_code) also carries the current password (issue 17).
   */
  get_bank_details: {
    body: Token & Partial<BankDetails> & { password_current?: string };
    response: Answer<{ data: BankDetails }>;
  };
  competition: {
    body: Token & Page & { category?: string };
    response: CompetitionList;
  };
  drawn_next_competition: { body: Token & Page; response: CompetitionList };
  finished_soldout_competition: { body: Token & Page; response: CompetitionList };
  /** Used for both the featured list and the all-competitions list (`all: true`). */
  featured_competition: {
    body: Token & Page & { all?: boolean };
    response: CompetitionList;
  };
  getcompetition: { body: Token & { id: number }; response: Answer<{ data: Competition }> };
  getOtherComps: {
    body: Token & Page & { id: number };
    response: Answer<{ data: Competition[] }>;
  };
  gethowitworkssettings: {
    body: never;
    response: Answer<{ data: { title: string; steps: HowItWorksStep[] } }>;
  };

  // ---- Store API (WooCommerce shapes, api/README.md "Rules a storefront developer needs") ----
  cart: { body: never; response: StoreCart };
  cartItems: { body: never; response: StoreCartItem[] };
  cartAddItem: {
    body: { id: number; quantity: number; nonce?: string; cart_header?: string; token?: string; answer?: string };
    response: StoreCart & { cart_header: string };
  };
  cartUpdateItem: { body: { key: string; quantity: number; token?: string }; response: StoreCart };
  cartRemoveItem: { body: { key: string }; response: StoreCart };
  cartEmpty: { body: Record<string, never>; response: StoreCartItem[] };
  cartApplyCoupon: { body: { code: string }; response: StoreCart };
  cartRemoveCoupon: { body: { code: string }; response: StoreCart };
  // Signing in ties the visitor's basket to the account, merged with its saved basket (api/README.md).
  cartClaim: { body: Token; response: StoreCart & { limited: LimitedCartLine[] } };
  // The amounts before Pay, worked out by the shop from "use credit" and "points to redeem".
  checkoutTender: { body: Token & TenderChoice; response: TenderQuote };
  checkout: {
    body: Token &
      TenderChoice & {
        billing_address: StoreAddress;
        shipping_address?: StoreAddress;
        payment_method: 'local_test_card' | 'site_credit';
        payment_data: { key: string; value: string }[];
        customer_note?: string;
      };
    response: {
      order_id: number;
      status: string;
      order_key: string;
      customer_id: number;
      billing_address: StoreAddress;
      shipping_address: StoreAddress;
      payment_method: string;
      payment_result: {
        /** pending: the bank asks for a 3-D Secure check at redirect_url (a page of the payment service). */
        payment_status: 'success' | 'failure' | 'pending';
        payment_details: { key: string; value: string }[];
        redirect_url: string;
      };
    };
  };

  // ---- calls the spec leaves unshown (designed here; docs/adr/004-provider-stand-in.md) ----
  /**
   * `device`: the device token this browser holds for that address, if any; the answer carries one to
   * keep (its sign-in attempts then count on their own: api/README.md "Failed sign-ins"). An account
   * whose address is not confirmed yet answers 403 `shop_email_unconfirmed`.
   */
  login: {
    body: { email: string; password: string; device?: string };
    response: Answer<{ data: UserDetails; device?: string }>;
  };
  /**
   * One answer for any address, and no session: the account waits for the confirmation link mailed
   * to it (issue 30).
   */
  register: {
    /** date_of_birth 'YYYY-MM-DD': the provider refuses anyone under 18 (issue 17). */
    body: { first_name: string; last_name: string; email: string; password: string; date_of_birth: string };
    response: Answer<{ message: string }>;
  };
  /** The emailed link (/auth/login?verify=<key>&email=<address>), finished with the password: signs in. */
  verify_email: {
    body: { key: string; email: string; password: string; device?: string };
    response: Answer<{ data: UserDetails; device?: string; message: string }>;
  };
  /** A new confirmation link; the same answer for any address. */
  resend_verification: { body: { email: string }; response: Answer<{ message: string }> };
  logout: { body: Token; response: Answer<Record<string, never>> };
  forgot_password: { body: { email: string }; response: Answer<{ message: string }> };
  reset_password: {
    body: { key: string; email: string; password: string };
    /** `device`: a device token for the address, as a sign-in's. */
    response: Answer<{ message: string; device?: string }>;
  };
  responsible_gaming: {
    body: Token & Partial<Pick<ResponsiblePlay, 'limit_duration' | 'limit_value' | 'lockout_period'>>;
    response: Answer<{ data: ResponsiblePlay }>;
  };
  order_confirmation: {
    body: Token & { order_id: number; order_key: string };
    response: Answer<{ data: OrderConfirmation }>;
  };
  draw_results: { body: Page; response: Answer<{ data: DrawResult[]; total_pages: number }> };
  draw_proof: { body: { competition_id: number }; response: Answer<{ data: DrawProofData }> };
  winners: { body: Page; response: Answer<{ data: Winner[]; total_pages: number }> };
  claimable_prizes: { body: Token; response: Answer<{ data: ClaimablePrize[] }> };
  claim_prize: {
    body: Token & { win_id: number; full_name: string; phone: string; address: string; notes?: string };
    response: Answer<{ message: string }>;
  };
  contact: {
    body: { name: string; email: string; subject: string; message: string };
    response: Answer<{ message: string }>;
  };
  free_postal_route: {
    body: never;
    response: Answer<{ data: { address: string; instructions_html: string; terms_html: string } }>;
  };
  faqs: { body: never; response: Answer<{ data: FaqEntry[] }> };
  legal_terms: { body: never; response: Answer<{ data: LegalTab[] }> };
  chat_post: { body: Token & { text: string }; response: Answer<{ id: string }> };
  /** The account's saved cards, kept by the payment service (api/README.md "Payments"). */
  payment_methods: { body: Token; response: Answer<{ data: SavedCardRow[] }> };
  payment_method_delete: { body: Token & { id: string }; response: Answer<{ data: SavedCardRow[] }> };
  /** Incident beacon: a remote failed to load (issue 8). */
  incident: {
    body: { remote: string; version: string; stage: string; message: string; fallback: string };
    response: Answer<Record<string, never>>;
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

/** Calls whose body carries the signed-in user's token (spec section 6). */
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
  'cartClaim',
  'checkoutTender',
  'payment_methods',
  'payment_method_delete',
];
