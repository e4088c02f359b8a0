import * as v from 'valibot';
import { absent, flag, id, int, listOf, maybe, maybeNull, num, opt, successWith, text } from './tolerant';

// The catalog's responses (mf-catalog and the server's page head), field by field from requirements
// §3; the defaults are in docs/host-responses.md. A competition needs its id, title, ticket price,
// ticket count and product: without them it cannot be shown or sold (requirements §5 counts the
// remaining tickets; requirements §7 adds the product to the basket).

const rewardWin = v.object({
  id,
  title: text,
  /** Percentage of sold tickets at which the reward is drawn. */
  threshold_percent: opt(num, 0),
  image: opt(text, ''),
  won_by: opt(text, null),
});

const instantWinPrize = v.object({
  id,
  title: text,
  /** 'site_credit' | 'points' | 'prize': what a hit credits. */
  type: opt(text, 'prize'),
  value: opt(num, 0),
  image: opt(text, ''),
  /** Ticket numbers fixed in advance that win this prize. */
  ticket_numbers: listOf(int, 'ticket_numbers'),
  /** Ticket numbers already won (by whom, first name only). */
  won: listOf(v.object({ ticket_number: int, winner: opt(text, '') }), 'won'),
});

const instantWinTicket = v.object({ ticket_number: int, prize_id: id, won: opt(flag, false) });

/** The outcome of a drawn competition as its card and details page show it. */
export const drawOutcome = v.object({
  winner_name: opt(text, null),
  winning_ticket: opt(int, null),
  drawn_at: opt(text, ''),
});

export const competition = v.pipe(
  v.object({
    id,
    category: opt(text, ''),
    draw_date: opt(text, ''),
    draw_time: opt(text, ''),
    closing_date: opt(text, ''),
    closing_time: opt(text, ''),
    description: opt(text, ''),
    image: opt(text, ''),
    gallery_images: listOf(text, 'gallery_images'),
    price_per_ticket: num,
    quantity: opt(int, 0),
    title: text,
    status: opt(text, ''),
    total_sell_tickets: int,
    total_ticket_sold: opt(int, 0),
    created_at: opt(text, ''),
    /** Absent: no limit beyond the tickets, set below. */
    max_ticket_per_user: absent(maybe(int), 'total_sell_tickets (no limit beyond the tickets)'),
    reward_wins: listOf(rewardWin, 'reward_wins'),
    instant_wins: listOf(instantWinPrize, 'instant_wins'),
    instant_wins_tickets: listOf(instantWinTicket, 'instant_wins_tickets'),
    /** Absent: whether the competition lists instant (reward) wins, set below. */
    enable_instant_wins: absent(maybe(flag), 'true when instant_wins lists a prize'),
    enable_reward_wins: absent(maybe(flag), 'true when reward_wins lists a reward'),
    comp_question: opt(flag, false),
    question: opt(text, ''),
    question_options: listOf(text, 'question_options'),
    /** The WooCommerce product the basket adds (requirements §7: add-item's id): no entry without it. */
    competition_product_id: id,
    hide_ticket_count: opt(flag, false),
    hide_timer: opt(flag, false),
    disable_tickets: opt(flag, false),
    live_draw_info: opt(text, ''),
    live_draw: opt(flag, false),
    sale_price: absent(maybeNull(num), 'no sale'),
    sale_start_date: maybeNull(text),
    sale_start_time: maybeNull(text),
    sale_end_date: maybeNull(text),
    sale_end_time: maybeNull(text),
    /** Added by the provider: SHA-256 commitment of the draw seed, published before the draw. */
    draw_commitment: maybe(text),
    /** Added by the provider once the competition is drawn. */
    draw_outcome: maybe(drawOutcome),
    /** Added by the provider: headline prize value in pounds (winner stats, cards). */
    prize_value: maybe(num),
    /** Added by the provider: true while the sale window is open (sale_price applies). */
    on_sale: maybe(flag),
    /** Added by the provider: pounds the winner may take instead of the prize (0: none). */
    cash_alternative: opt(num, 0),
    /** Added by the provider: where the live draw streams, and its recording once drawn ('': none). */
    live_stream_url: opt(text, ''),
    replay_url: opt(text, ''),
  }),
  v.transform((c) => ({
    ...c,
    max_ticket_per_user: c.max_ticket_per_user ?? c.total_sell_tickets,
    enable_instant_wins: c.enable_instant_wins ?? c.instant_wins.length > 0,
    enable_reward_wins: c.enable_reward_wins ?? c.reward_wins.length > 0,
  })),
);

/** Items of a list read page by page (mf-catalog fetchEveryPage), each checked whole. */
export const competitions = listOf(competition, 'data');

/**
 * One page of any list call (competition, featured_competition, …). The spec shows no list
 * fields: without total_pages and total the page shows its items and paging degrades.
 */
export const competitionListResponse = successWith({
  data: competitions,
  total_pages: absent(maybe(int), 'paging degrades: "Page N", and Next while pages come back full'),
  total: absent(maybe(int), 'no count of competitions shown'),
});

/** getcompetition: one competition. */
export const competitionResponse = successWith({ data: competition });

/** The home page's main competition: null when the site settings name none. */
export const mainCompetitionResponse = v.nullable(competitionResponse);

/** getOtherComps: the recommendations on a details page. */
export const otherCompetitionsResponse = successWith({ data: competitions });

/** The "how it works" steps; a shop that has not written them sends no title and no steps. */
export const howItWorksResponse = successWith({
  data: opt(
    v.object({
      title: opt(text, 'How it works'),
      steps: listOf(v.object({ title: text, text: opt(text, '') }), 'steps'),
    }),
    { title: 'How it works', steps: [] },
  ),
});

const winner = v.object({
  id,
  name: opt(text, ''),
  prize: text,
  image: opt(text, ''),
  competition_id: opt(id, 0),
  competition_title: opt(text, ''),
  ticket_number: opt(int, null),
  won_at: opt(text, ''),
  kind: opt(v.picklist(['draw', 'instant', 'reward']), 'draw'),
  /** Added by the provider: the prize's value in pounds (the winners page can lead with the largest). */
  value: opt(num, 0),
});

export const winnersResponse = successWith({
  data: listOf(winner, 'data'),
  total_pages: absent(maybe(int), 'paging degrades: "Page N", and Next while pages come back full'),
});

/** One entry of a drawn competition: its ticket and its holder's first name and initial ("Sarah T."). */
const entry = v.object({ ticket_number: int, name: opt(text, '') });

/** entry_list: one page of a drawn competition's entries, in ticket order (the list its proof counts). */
export const entryListResponse = successWith({
  data: listOf(entry, 'data'),
  total: absent(maybe(int), 'no count of entries shown'),
  total_pages: absent(maybe(int), 'paging degrades: "Page N", and Next while pages come back full'),
});

/** Where a claim stands ('' before it is sent; api/README.md "Claims"). */
export const claimStatus = v.picklist(['', 'received', 'verified', 'dispatched', 'paid']);

const claimablePrize = v.object({
  win_id: id,
  prize: text,
  competition_title: opt(text, ''),
  ticket_number: opt(int, null),
  claimed: opt(flag, false),
  kind: opt(v.picklist(['draw', 'instant', 'reward']), 'draw'),
  competition_id: maybe(id),
  /** Pounds. */
  value: opt(num, 0),
  /** Pounds the winner may take instead (0: none). */
  cash_alternative: opt(num, 0),
  /** Worth more than the shop's threshold: the claim needs proof of identity. */
  needs_id: opt(flag, false),
  /** The account has no date of birth yet: the claim asks it (winners are 18 or over). */
  needs_date_of_birth: opt(flag, false),
  claim_status: opt(claimStatus, ''),
  won_at: opt(text, ''),
  image: opt(text, ''),
});

/** The signed-in winner's prizes for /claim/prize and the account. */
export const claimablePrizesResponse = successWith({ data: listOf(claimablePrize, 'data') });

const drawResult = v.object({
  competition_id: id,
  title: text,
  image: opt(text, ''),
  draw_date: opt(text, ''),
  winning_ticket: opt(int, null),
  /** First name and initial of the winner ("Sarah T."). */
  winner_name: opt(text, null),
  /** Hex of the public seed and SHA-256 commitment that make the draw verifiable. */
  seed: opt(text, ''),
  commitment: opt(text, ''),
  live_draw_url: maybe(text),
  entries: maybe(int),
  drawn_at: maybe(text),
  algorithm: maybe(text),
});

/** Published draws, with what is needed to check each one (seed and commitment). */
export const drawResultsResponse = successWith({
  data: listOf(drawResult, 'data'),
  total_pages: absent(maybe(int), 'paging degrades: "Page N", and Next while pages come back full'),
});

/** What anyone needs to check one competition's draw (README "A draw anyone can verify"). */
export const drawProof = v.object({
  competition_id: id,
  /** SHA-256 of the seed, published from the moment the competition opened. */
  commitment: text,
  drawn: opt(flag, false),
  /** Known once drawn: the revealed seed, every entry's ticket number in ticket order, the outcome. */
  seed: absent(maybe(text), 'nothing to verify yet'),
  entries: maybe(int),
  tickets: absent(maybe(listOf(int, 'tickets')), 'nothing to verify yet'),
  winning_ticket: maybeNull(int),
  winner_name: maybeNull(text),
  drawn_at: maybe(text),
});

export const drawProofResponse = successWith({ data: drawProof });

/** The free entry route; a shop that has not set it up sends an empty object. */
export const postalRouteResponse = successWith({
  data: opt(
    v.object({
      address: opt(text, ''),
      instructions_html: opt(text, ''),
      terms_html: opt(text, ''),
    }),
    { address: '', instructions_html: '', terms_html: '' },
  ),
});

export type Competition = v.InferOutput<typeof competition>;
export type Competitions = Competition[];
export type InstantWinPrize = v.InferOutput<typeof instantWinPrize>;
export type RewardWin = v.InferOutput<typeof rewardWin>;
export type InstantWinTicket = v.InferOutput<typeof instantWinTicket>;
export type DrawOutcome = v.InferOutput<typeof drawOutcome>;
export type Winner = v.InferOutput<typeof winner>;
export type DrawEntry = v.InferOutput<typeof entry>;
export type ClaimablePrize = v.InferOutput<typeof claimablePrize>;
export type ClaimStatus = v.InferOutput<typeof claimStatus>;
export type DrawResult = v.InferOutput<typeof drawResult>;
export type DrawProofData = v.InferOutput<typeof drawProof>;
export type HowItWorksStep = v.InferOutput<typeof howItWorksResponse>['data']['steps'][number];
