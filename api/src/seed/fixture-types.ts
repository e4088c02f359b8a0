// The fixture file format (api/README.md "Fixture format").
export interface FixtureCompetition {
  ref?: string;
  id?: number;
  product_id?: number;
  title: string;
  category: string;
  description?: string;
  image?: string;
  gallery?: string[];
  price: number;
  sale_price?: number;
  sale_starts_in_hours?: number;
  sale_ends_in_hours?: number;
  closes_in_hours: number;
  draw_in_hours?: number;
  created_hours_ago?: number;
  total_tickets: number;
  max_per_user: number;
  featured?: boolean;
  question?: string;
  options?: string[];
  correct_answer?: string;
  hide_ticket_count?: boolean;
  hide_timer?: boolean;
  disable_tickets?: boolean;
  live_draw?: boolean;
  live_draw_info?: string;
  prize_value?: number;
  /** Pounds the winner may take instead of the prize (0 or absent: none). */
  cash_alternative?: number;
  /** Where the live draw streams, and its recording afterwards. */
  live_stream_url?: string;
  replay_url?: string;
  instant_wins?: {
    title: string;
    type: 'site_credit' | 'points' | 'prize';
    value: number;
    image?: string;
    tickets: number[];
  }[];
  reward_wins?: { title: string; threshold_percent: number; value?: number; image?: string }[];
  pre_sold?: number;
}
export interface FixtureUser {
  email: string;
  password?: string;
  first_name: string;
  last_name: string;
  token?: string;
  points?: number;
  site_credit?: number;
  billing?: Record<string, string>;
  bank?: { account_number: string; sort_code: string };
  /** 'YYYY-MM-DD'. */
  date_of_birth?: string;
  responsible?: { limit_duration?: string; limit_value?: number; lockout_hours?: number };
  /** false: an account whose address nobody has confirmed yet (default true). */
  verified?: boolean;
}
export interface FixtureCoupon {
  code: string;
  description?: string;
  kind: 'fixed' | 'percent';
  amount: number;
  user?: string;
  /** Uses in all (omitted: no limit). */
  usage_limit?: number;
  /** Uses per account (omitted: 1 for a personal coupon, no limit otherwise). */
  usage_limit_per_user?: number;
  /** An ISO date-time; omitted: never expires. */
  expires_at?: string;
  /** Pounds, on the cart subtotal. */
  minimum_amount?: number;
}
export interface Fixture {
  reset?: boolean;
  defaults?: boolean;
  settings?: Record<string, unknown>;
  competitions?: FixtureCompetition[];
  users?: FixtureUser[];
  coupons?: FixtureCoupon[];
  orders?: {
    user: string;
    status?: string;
    days_ago?: number;
    payment_method?: string;
    /** `tickets`: the numbers picked (instant wins are won through checkout's own path). */
    lines: { competition: string | number; quantity: number; answer?: string; tickets?: number[] }[];
  }[];
  points_log?: { user: string; type: string; description: string; points: number; days_ago?: number }[];
  credit_log?: { user: string; description: string; amount: number; days_ago?: number }[];
  wins?: {
    user?: string;
    name?: string;
    competition: string | number;
    ticket_number: number;
    kind: 'draw' | 'instant' | 'reward';
    prize: string;
    prize_type?: string;
    value?: number;
    claimable?: boolean;
    days_ago?: number;
    claim_status?: 'received' | 'verified' | 'dispatched' | 'paid';
  }[];
  /** Draw competitions already past their closing time (default true). */
  draw_due?: boolean;
}
