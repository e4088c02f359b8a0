// Entity types of spec section 3, as the provider sends them (snake_case kept on purpose:
// these are wire shapes; each remote reshapes what its views need).

export interface InstantWinPrize {
  id: number;
  title: string;
  /** 'site_credit' | 'points' | 'prize' — what a hit credits. */
  type: string;
  value: number;
  image: string;
  /** Ticket numbers fixed in advance that win this prize. */
  ticket_numbers: number[];
  /** Ticket numbers already won (by whom, first name only). */
  won: { ticket_number: number; winner: string }[];
}

export interface RewardWin {
  id: number;
  title: string;
  /** Percentage of sold tickets at which the reward is drawn. */
  threshold_percent: number;
  image: string;
  won_by: string | null;
}

export interface InstantWinTicket {
  ticket_number: number;
  prize_id: number;
  won: boolean;
}

export interface Competition {
  id: number;
  category: string;
  draw_date: string;
  draw_time: string;
  closing_date: string;
  closing_time: string;
  description: string;
  image: string;
  gallery_images: string[];
  price_per_ticket: number;
  quantity: number;
  title: string;
  status: string;
  total_sell_tickets: number;
  total_ticket_sold: number;
  created_at: string;
  max_ticket_per_user: number;
  reward_wins: RewardWin[];
  instant_wins: InstantWinPrize[];
  instant_wins_tickets: InstantWinTicket[];
  enable_instant_wins: boolean;
  enable_reward_wins: boolean;
  comp_question: boolean;
  question: string;
  question_options: string[];
  competition_product_id: number;
  hide_ticket_count: boolean;
  hide_timer: boolean;
  disable_tickets: boolean;
  live_draw_info: string;
  live_draw: boolean;
  sale_price?: number | null;
  sale_start_date?: string | null;
  sale_start_time?: string | null;
  sale_end_date?: string | null;
  sale_end_time?: string | null;
  /** Added by the provider: SHA-256 commitment of the draw seed, published before the draw. */
  draw_commitment?: string;
  /** Added by the provider once the competition is drawn. */
  draw_outcome?: DrawOutcome;
  /** Added by the provider: headline prize value in pounds (winner stats, cards). */
  prize_value?: number;
  /** Added by the provider: true while the sale window is open (sale_price applies). */
  on_sale?: boolean;
  /** Added by the provider: pounds the winner may take instead of the prize (0 or absent: none). */
  cash_alternative?: number;
  /** Added by the provider: where the live draw streams, and its recording once drawn ('' or absent: none). */
  live_stream_url?: string;
  replay_url?: string;
}

export interface CartTotals {
  line_subtotal?: string;
  line_total: string;
  currency_code?: string;
  currency_symbol?: string;
  currency_minor_unit: number;
}

export interface CartItem {
  id: number;
  key: string;
  /** The store sends the quantity as text. */
  quantity: string;
  totals?: CartTotals | null;
  competition: Competition;
}

export interface CartState {
  cartItems: CartItem[];
  isAdding: boolean;
  isUpdating: boolean;
  isDeleting: boolean;
}

export interface ResponsiblePlay {
  limit_duration: string;
  limit_value: number | string;
  lockout_period: string;
  current_spending: number | string;
  lock_account: boolean | string;
  locking_period: string;
  /**
   * A limit change waiting to apply (issue 17): a stricter limit applies at once; a raise, a
   * removal or a change of period applies 24 hours later. '' when nothing waits.
   */
  pending_limit_duration: '' | 'daily' | 'weekly' | 'monthly';
  /** Pounds. */
  pending_limit_value: number;
  /** UK wall-clock 'YYYY-MM-DD HH:MM:SS' when the pending limit applies, '' when none. */
  pending_limit_at: string;
}

export interface UserDetails extends Partial<ResponsiblePlay> {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  name: string;
  nickname: string;
  description: string;
  token: string;
  billing_phone: string;
  billing_address_1: string;
  billing_address_2: string;
  billing_city: string;
  billing_company: string;
  billing_country: string;
  billing_email: string;
  billing_first_name: string;
  billing_last_name: string;
  billing_postcode: string;
  billing_state: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A ticket record of the signed-in user (purchased, upcoming or drawn). */
export interface TicketRecord {
  competition_id: number;
  competition_title: string;
  order_id: number;
  ticket_numbers: number[];
  draw_date: string;
  draw_time: string;
  status: 'upcoming' | 'drawn' | string;
  image?: string;
  /** Added by the provider once drawn: the draw's winning ticket (null: no entries). */
  winning_ticket?: number | null;
  /** Added by the provider: the wins on these tickets (draw, instant, reward). */
  wins?: TicketWin[];
}

/** A win on one of the account's tickets. */
export interface TicketWin {
  ticket_number: number;
  kind: 'draw' | 'instant' | 'reward';
  prize: string;
  win_id: number;
  /** A prize to claim (site credit and points are credited at once). */
  claimable: boolean;
}

export interface UserState {
  user: UserDetails | null;
  isAuthenticating: boolean;
  purchasedTickets: TicketRecord[];
  upcomingTickets: TicketRecord[];
  drawnTickets: TicketRecord[];
  isLoading: boolean;
}

export interface SeoSettings {
  page_title: string;
  meta_description: string;
  meta_title: string;
}

export interface SiteSettings {
  suggested_tickets: number[] | string;
  announcement: string;
  live_draw_info: string;
  main_competition: number | string | null;
  slider_height_desktop: number | string;
  slider_height_mobile: number | string;
  slider_height_tablet: number | string;
  show_question: number | string | boolean;
  slider_speed: number | string;
  reward_prize_info: string;
  frontend_scripts: string;
  /** Added by the provider: who runs the shop (footer and terms). */
  operator?: { name: string; company_number: string; registered_address: string };
}

export interface WinnerStats {
  totalPrizeValue: number;
  totalWinner: number;
}

export interface InstantWinNotification {
  image: string;
  prize: string;
  /** Full name of the winner. */
  user: string;
}

export interface BankDetails {
  /** On read the provider masks all but the last 4 digits ("****5678"); sending it back unchanged keeps the stored number. */
  account_number: string;
  sort_code: string;
  /** Added by the provider: true when account_number is the masked form. */
  account_number_masked?: boolean;
}

export interface PointsLogEntry {
  description: string;
  date_display_human: string;
  type: string;
  points: number;
}

export interface Coupon {
  description: string;
  code: string;
  amount: string;
  /** Added by the provider: 'fixed_cart' (amount in pounds) or 'percent' (amount is a percentage). */
  discount_type?: string;
}

export interface OrderListItem {
  order_id_: number;
  order_status: string;
  order_date: string | null;
  /** Formatted amount text, e.g. "£9.00". */
  order_total: string;
  item_count: number;
}

export interface OrderAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
}

export interface OrderDetail {
  id: number;
  status: string;
  date_created: { date: string };
  total: string;
  subtotal?: string;
  payment_method_title: string;
  product: {
    title: string;
    quantity: number;
    tickets: number[];
    draw_date: string | null;
    /** HH:MM, 24-hour. */
    draw_time: string | null;
    price: number | string;
  }[];
  billing: OrderAddress & { phone: string; email: string };
  shipping: OrderAddress;
}

// ---- Shapes the spec leaves unshown, designed for a UK competition site (see README) ----

export interface HowItWorksStep {
  title: string;
  text: string;
}

export interface DrawResult {
  competition_id: number;
  title: string;
  image: string;
  draw_date: string;
  winning_ticket: number | null;
  /** First name and initial of the winner ("Sarah T."). */
  winner_name: string | null;
  /** Hex of the public seed and SHA-256 commitment that make the draw verifiable. */
  seed: string;
  commitment: string;
  live_draw_url?: string;
}

/** What anyone needs to check one competition's draw (draw_proof; README "A draw anyone can verify"). */
export interface DrawProofData {
  competition_id: number;
  /** SHA-256 of the seed, published from the moment the competition opened. */
  commitment: string;
  drawn: boolean;
  /** Known once drawn: the revealed seed, every entry's ticket number in ticket order, the outcome. */
  seed?: string;
  entries?: number;
  tickets?: number[];
  winning_ticket?: number | null;
  winner_name?: string | null;
  drawn_at?: string;
}

/** The outcome of a drawn competition as its card and details page show it. */
export interface DrawOutcome {
  winner_name: string | null;
  winning_ticket: number | null;
  drawn_at: string;
}

export interface Winner {
  id: number;
  name: string;
  prize: string;
  image: string;
  competition_id: number;
  competition_title: string;
  ticket_number: number;
  won_at: string;
  kind: 'draw' | 'instant' | 'reward';
  /** Added by the provider: the prize's value in pounds (the winners page leads with the largest). */
  value?: number;
}

/** Where a claim stands ('' before it is sent). */
export type ClaimStatus = '' | 'received' | 'verified' | 'dispatched' | 'paid';

export interface ClaimablePrize {
  win_id: number;
  prize: string;
  competition_title: string;
  ticket_number: number;
  claimed: boolean;
  kind?: 'draw' | 'instant' | 'reward';
  competition_id?: number;
  /** Pounds. */
  value?: number;
  /** Pounds the winner may take instead (0: none). */
  cash_alternative?: number;
  /** The prize is worth more than the shop's threshold: the claim needs proof of identity. */
  needs_id?: boolean;
  /** The account has no date of birth yet: the claim asks for it (winners must be 18 or over). */
  needs_date_of_birth?: boolean;
  claim_status?: ClaimStatus;
  won_at?: string;
  image?: string;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

export interface LegalTab {
  title: string;
  html: string;
}

export interface CreditLogEntry {
  description: string;
  date_display_human: string;
  amount: number;
}

export interface StoreAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string;
  phone?: string;
}

/** A Store API cart item: quantity is a number on the wire; the client keeps it as text. */
export interface StoreCartItem {
  key: string;
  id: number;
  quantity: number;
  name: string;
  totals: CartTotals;
  competition: Competition;
  answer?: string | null;
}

export interface StoreCart {
  items: StoreCartItem[];
  items_count: number;
  coupons: { code: string; totals: { total_discount: string; currency_minor_unit: number } }[];
  totals: {
    total_items: string;
    total_discount: string;
    total_price: string;
    currency_code: 'GBP';
    currency_minor_unit: number;
  };
  /** The Cart-Token, repeated in the body for clients that cannot read headers. */
  cart_header?: string;
}

/** A basket line the sign-in merge cut to the ticket limits (`available` = what they allow). */
export interface LimitedCartLine {
  competition_id: number;
  title: string;
  requested: number;
  kept: number;
  available: number;
  limit: 'stock' | 'allowance' | 'closed';
}

/** What the shopper chooses at checkout; the shop works out every amount from it. */
export interface TenderChoice {
  use_credit?: boolean;
  redeem_points?: number;
}

/** The checkout's amounts before Pay, in pounds (points whole). */
export interface TenderQuote {
  total: number;
  credit_used: number;
  points_used: number;
  points_value: number;
  amount_to_pay: number;
  site_credit: number;
  points: number;
  points_per_pound: number;
}

export interface OrderConfirmation {
  order_id: number;
  order_key: string;
  status: string;
  total: string;
  lines: {
    competition_id: number;
    title: string;
    quantity: number;
    tickets: number[];
    /** When the competition is drawn (null when the provider does not say). */
    draw_at?: string | null;
  }[];
  /** Where the receipt with the ticket numbers was emailed. */
  receipt_email?: string;
  instant_wins: {
    ticket_number: number;
    prize: string;
    image: string;
    competition_title: string;
    /** Added by the provider: the win, and whether it is a prize to claim (credit and points are added at once). */
    win_id?: number;
    claimable?: boolean;
  }[];
  points_earned: number;
}
