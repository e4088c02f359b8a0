import type { CallName } from '@shop/shared';

// THE list of the fault matrix: every provider call of the contract
// (shared/src/api/calls.ts `providerCalls`, route + method), whether it reads or saves, and the
// scenario (one page or flow, in hardening-faults.spec.ts) that makes the storefront send it.
// A new call is covered by adding its entry here and, if no scenario sends it yet, a step to one.

export type Kind = 'read' | 'save' | 'beacon';
export interface MatrixEntry {
  call: CallName;
  kind: Kind;
  /** Scenario id in hardening-faults.spec.ts. */
  scenario: string;
  /** What triggers it, for the reader of a failure. */
  trigger: string;
}

export const MATRIX: readonly MatrixEntry[] = [
  // Home page (a basket and a stored session): every read of the first paint, the session check too.
  { call: 'getsettings', kind: 'read', scenario: 'home', trigger: 'shell start-up: announcement, slider settings' },
  { call: 'getSEOSettings', kind: 'read', scenario: 'home', trigger: 'home page meta' },
  { call: 'get_realtime_winners_prize_value', kind: 'read', scenario: 'home', trigger: 'home winner stats' },
  {
    call: 'featured_competition',
    kind: 'read',
    scenario: 'home',
    trigger: 'home carousel and lists; /competitions/all',
  },
  { call: 'drawn_next_competition', kind: 'read', scenario: 'home', trigger: 'home Draw-next section' },
  { call: 'finished_soldout_competition', kind: 'read', scenario: 'home', trigger: 'home Finished section' },
  { call: 'gethowitworkssettings', kind: 'read', scenario: 'home', trigger: 'home How it works' },
  { call: 'cart', kind: 'read', scenario: 'home', trigger: 'basket overlay start-up (nonce, Cart-Token)' },
  { call: 'checkAuth', kind: 'read', scenario: 'home', trigger: 'start-up with a stored token: the session check' },
  // The home page's late reads, then the catalog, engagement and shell pages (visitor).
  {
    call: 'getcompetition',
    kind: 'read',
    scenario: 'pages',
    trigger: 'home main competition (after settings name it); details page',
  },
  {
    call: 'cartItems',
    kind: 'read',
    scenario: 'pages',
    trigger: 'basket overlay start-up, after the cart read (header count)',
  },
  { call: 'getOtherComps', kind: 'read', scenario: 'pages', trigger: 'details page recommendations' },
  {
    call: 'competition',
    kind: 'read',
    scenario: 'pages',
    trigger: '/competitions/:category (e.g. /competitions/cash)',
  },
  { call: 'winners', kind: 'read', scenario: 'pages', trigger: '/competitions/instant_win_comps, /winners_list' },
  { call: 'draw_results', kind: 'read', scenario: 'pages', trigger: '/draw/results, /results' },
  { call: 'draw_proof', kind: 'read', scenario: 'draw', trigger: "a drawn competition's details page" },
  {
    call: 'entry_list',
    kind: 'read',
    scenario: 'draw',
    trigger: '/draw/results?competition=19 (the entry list of the mailed verification link)',
  },
  { call: 'free_postal_route', kind: 'read', scenario: 'pages', trigger: '/free-postal-route' },
  { call: 'faqs', kind: 'read', scenario: 'pages', trigger: '/faq' },
  { call: 'legal_terms', kind: 'read', scenario: 'pages', trigger: '/legal-terms' },
  // The account area and the signed-in reads of other remotes (demo).
  { call: 'get_purchased_competition', kind: 'read', scenario: 'account', trigger: 'after sign-in: ticket records' },
  { call: 'points', kind: 'read', scenario: 'account', trigger: '/account/points, /account/cred' },
  { call: 'get_coupons', kind: 'read', scenario: 'account', trigger: '/account/coupons' },
  {
    call: 'get_bank_details',
    kind: 'read',
    scenario: 'account',
    trigger: '/account/financial-details (read; the save is the bank scenario)',
  },
  { call: 'orders', kind: 'read', scenario: 'account', trigger: '/account/recent/orders' },
  { call: 'order_detail', kind: 'read', scenario: 'account', trigger: '/account/recent/orders/order-detail/:id' },
  { call: 'get_user_details', kind: 'read', scenario: 'account', trigger: '/account/responsible/gaming, /checkout' },
  { call: 'claimable_prizes', kind: 'read', scenario: 'account', trigger: '/claim/prize' },
  { call: 'order_confirmation', kind: 'read', scenario: 'account', trigger: '/confirmation?order_id&key' },
  // Saves of the basket (visitor with a basket).
  { call: 'cartAddItem', kind: 'save', scenario: 'basket', trigger: 'details page: Add to basket' },
  { call: 'cartUpdateItem', kind: 'save', scenario: 'basket', trigger: '/cart: One more ticket' },
  { call: 'cartRemoveItem', kind: 'save', scenario: 'basket', trigger: '/cart: Remove' },
  { call: 'cartApplyCoupon', kind: 'save', scenario: 'basket', trigger: '/cart: Apply coupon' },
  { call: 'cartEmpty', kind: 'save', scenario: 'basket', trigger: '/cart: Empty basket' },
  // Saves of visitor forms: one new visitor's journey (a fresh email each run).
  { call: 'contact', kind: 'save', scenario: 'visitor-forms', trigger: '/contact: Send message' },
  { call: 'login', kind: 'save', scenario: 'visitor-forms', trigger: '/auth/login: SIGN IN' },
  { call: 'register', kind: 'save', scenario: 'visitor-forms', trigger: '/auth/login: CREATE ACCOUNT' },
  {
    call: 'resend_verification',
    kind: 'save',
    scenario: 'visitor-forms',
    trigger: '/auth/login after CREATE ACCOUNT: SEND A NEW LINK',
  },
  {
    call: 'verify_email',
    kind: 'save',
    scenario: 'visitor-forms',
    trigger: '/auth/login?verify=… (the emailed link): CONFIRM AND SIGN IN',
  },
  {
    call: 'logout',
    kind: 'save',
    scenario: 'visitor-forms',
    trigger: 'account nav: Sign out (best effort: the local sign-out never waits for it)',
  },
  {
    call: 'forgot_password',
    kind: 'save',
    scenario: 'visitor-forms',
    trigger: '/auth/forgot/password: SEND RESET LINK',
  },
  {
    call: 'reset_password',
    kind: 'save',
    scenario: 'visitor-forms',
    trigger: '/auth/reset/password?key (the emailed link): RESET PASSWORD',
  },
  // Saves of the account area (a customer seeded for the test, so no shared account changes).
  { call: 'updateProfile', kind: 'save', scenario: 'account-forms', trigger: '/account/details: SAVE CHANGES' },
  { call: 'update_user_details', kind: 'save', scenario: 'account-forms', trigger: '/account/billing: save' },
  { call: 'responsible_gaming', kind: 'save', scenario: 'account-forms', trigger: '/account/responsible/gaming: save' },
  { call: 'claim_prize', kind: 'save', scenario: 'account-forms', trigger: '/claim/prize: Send my claim' },
  { call: 'chat_post', kind: 'save', scenario: 'account-forms', trigger: '/community-chat: Send' },
  // The way to the confirmation (a seeded customer with their coupon applied to the basket).
  {
    call: 'cartRemoveCoupon',
    kind: 'save',
    scenario: 'checkout',
    trigger: "/cart (the customer's coupon applied): Remove coupon",
  },
  { call: 'checkout', kind: 'save', scenario: 'checkout', trigger: '/checkout: Pay' },
  { call: 'checkoutOrder', kind: 'save', scenario: 'bank-check', trigger: '/checkout: the bank check passed' },
  // Site credit and points, and the basket that follows the person.
  { call: 'checkoutTender', kind: 'read', scenario: 'tender', trigger: '/checkout (signed in): the amounts' },
  { call: 'cartClaim', kind: 'save', scenario: 'tender', trigger: 'after sign-in: the basket becomes the account’s' },
  { call: 'payment_methods', kind: 'read', scenario: 'saved-cards', trigger: '/checkout (signed in): the saved cards' },
  { call: 'payment_method_delete', kind: 'save', scenario: 'saved-cards', trigger: '/checkout: Remove a saved card' },
  // Not sent by a page the shopper drives: the shell's beacon when a remote fails to load.
  { call: 'incident', kind: 'beacon', scenario: 'incident', trigger: 'a remote manifest fails to load' },
];

export const callsOf = (scenario: string) => MATRIX.filter((e) => e.scenario === scenario).map((e) => e.call);
