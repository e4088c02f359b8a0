import {
  array,
  boolean,
  type InferOutput,
  looseObject,
  nullable,
  number,
  optional,
  picklist,
  string,
  union,
} from 'valibot';
import { successWith } from './answer';

// The catalog's reads (mf-catalog): a competition is checked whole, so a view never meets an
// instant-win prize without its ticket numbers (issue 20: that crashed the instant-win page).

const instantWinPrize = looseObject({
  id: number(),
  title: string(),
  type: string(),
  value: number(),
  image: string(),
  ticket_numbers: array(number()),
  won: array(looseObject({ ticket_number: number(), winner: string() })),
});

export const competition = looseObject({
  id: number(),
  category: string(),
  draw_date: string(),
  draw_time: string(),
  closing_date: string(),
  closing_time: string(),
  description: string(),
  image: string(),
  gallery_images: array(string()),
  price_per_ticket: number(),
  quantity: number(),
  title: string(),
  status: string(),
  total_sell_tickets: number(),
  total_ticket_sold: number(),
  created_at: string(),
  max_ticket_per_user: number(),
  reward_wins: array(
    looseObject({
      id: number(),
      title: string(),
      threshold_percent: number(),
      image: string(),
      won_by: nullable(string()),
    }),
  ),
  instant_wins: array(instantWinPrize),
  instant_wins_tickets: array(looseObject({ ticket_number: number(), prize_id: number(), won: boolean() })),
  enable_instant_wins: boolean(),
  enable_reward_wins: boolean(),
  comp_question: boolean(),
  question: string(),
  question_options: array(string()),
  competition_product_id: number(),
  hide_ticket_count: boolean(),
  hide_timer: boolean(),
  disable_tickets: boolean(),
  live_draw_info: string(),
  live_draw: boolean(),
  sale_price: optional(nullable(number())),
  sale_start_date: optional(nullable(string())),
  sale_start_time: optional(nullable(string())),
  sale_end_date: optional(nullable(string())),
  sale_end_time: optional(nullable(string())),
  draw_commitment: optional(string()),
  draw_outcome: optional(
    looseObject({ winner_name: nullable(string()), winning_ticket: nullable(number()), drawn_at: string() }),
  ),
  prize_value: optional(number()),
  on_sale: optional(boolean()),
});

/** The items of a list read page by page (mf-catalog fetchEveryPage), each checked whole. */
export const competitions = array(competition);

/** One page of any list call (competition, featured_competition, …). */
export const competitionListAnswer = successWith({
  data: array(competition),
  total_pages: number(),
  total: number(),
});

/** getcompetition: one competition, checked whole. */
export const competitionAnswer = successWith({ data: competition });

/** The home page's main competition: null when the site settings name none. */
export const mainCompetitionAnswer = nullable(competitionAnswer);

/** getOtherComps: the recommendations on a details page. */
export const otherCompetitionsAnswer = successWith({ data: array(competition) });

const numberOrText = union([number(), string()]);

/**
 * The site settings as the 15-minute cache holds them (spec section 9). A shop that has not set
 * them up sends an empty object, so every field may be missing; the views fall back to defaults.
 */
export const siteSettings = looseObject({
  suggested_tickets: optional(union([array(number()), string()])),
  announcement: optional(string()),
  live_draw_info: optional(string()),
  main_competition: optional(nullable(numberOrText)),
  slider_height_desktop: optional(numberOrText),
  slider_height_mobile: optional(numberOrText),
  slider_height_tablet: optional(numberOrText),
  slider_speed: optional(numberOrText),
  reward_prize_info: optional(string()),
});

/** The "how it works" steps; a shop that has not written them sends no title and no steps. */
export const howItWorksAnswer = successWith({
  data: optional(
    looseObject({
      title: optional(string()),
      steps: optional(array(looseObject({ title: string(), text: string() }))),
    }),
  ),
});

export const winnersAnswer = successWith({
  data: array(
    looseObject({
      id: number(),
      name: string(),
      prize: string(),
      image: string(),
      competition_id: number(),
      competition_title: string(),
      ticket_number: number(),
      won_at: string(),
      kind: picklist(['draw', 'instant', 'reward']),
    }),
  ),
  total_pages: number(),
});

/** The signed-in winner's prizes for /claim/prize and the account (api/README.md "Claims"). */
export const claimablePrizesAnswer = successWith({
  data: array(
    looseObject({
      win_id: number(),
      prize: string(),
      competition_title: string(),
      ticket_number: number(),
      claimed: boolean(),
      kind: optional(picklist(['draw', 'instant', 'reward'])),
      competition_id: optional(number()),
      value: optional(number(), 0),
      cash_alternative: optional(number(), 0),
      needs_id: optional(boolean(), false),
      needs_date_of_birth: optional(boolean(), false),
      claim_status: optional(picklist(['', 'received', 'verified', 'dispatched', 'paid']), ''),
      won_at: optional(string()),
      image: optional(string()),
    }),
  ),
});

/** Published draws, with what is needed to check each one (seed and commitment). */
export const drawResultsAnswer = successWith({
  data: array(
    looseObject({
      competition_id: number(),
      title: string(),
      image: string(),
      draw_date: string(),
      winning_ticket: nullable(number()),
      winner_name: nullable(string()),
      seed: string(),
      commitment: string(),
      live_draw_url: optional(string()),
      entries: optional(number()),
      drawn_at: optional(string()),
      algorithm: optional(string()),
    }),
  ),
  total_pages: number(),
});

export type DrawResultsAnswer = InferOutput<typeof drawResultsAnswer>;

/** One competition's commitment, and after its draw the seed, the entries and the outcome. */
export const drawProofAnswer = successWith({
  data: looseObject({
    competition_id: number(),
    commitment: string(),
    drawn: boolean(),
    seed: optional(string()),
    entries: optional(number()),
    tickets: optional(array(number())),
    winning_ticket: optional(nullable(number())),
    winner_name: optional(nullable(string())),
    drawn_at: optional(string()),
  }),
});

export type DrawProofAnswer = InferOutput<typeof drawProofAnswer>;

/** The free entry route; a shop that has not set it up sends an empty object. */
export const postalRouteAnswer = successWith({
  data: looseObject({
    address: optional(string()),
    instructions_html: optional(string()),
    terms_html: optional(string()),
  }),
});

export type PostalRouteAnswer = InferOutput<typeof postalRouteAnswer>;
export type ClaimablePrizesAnswer = InferOutput<typeof claimablePrizesAnswer>;
export type Competitions = InferOutput<typeof competitions>;
export type CompetitionListAnswer = InferOutput<typeof competitionListAnswer>;
export type CompetitionAnswer = InferOutput<typeof competitionAnswer>;
export type OtherCompetitionsAnswer = InferOutput<typeof otherCompetitionsAnswer>;
export type CheckedSiteSettings = InferOutput<typeof siteSettings>;
export type HowItWorksAnswer = InferOutput<typeof howItWorksAnswer>;
/** The winner stats as the 15-minute cache holds them (spec section 9). */
export const winnerStats = looseObject({ totalPrizeValue: number(), totalWinner: number() });

export type WinnersAnswer = InferOutput<typeof winnersAnswer>;
