import { fakeHost, type HostShape, makeCompetition, shapedAs } from '@shop/provider-client/testing';
import type { CallName } from '@shop/shared';

// Test-only: our provider's responses to the catalog's calls (c), for the three-host tests: the host
// (@shop/provider-client/testing fakeHost, below the response check) serves them in any of the three shapes.

const prize = {
  id: 31,
  title: '£10 site credit',
  type: 'site_credit',
  value: 10,
  image: '/media/credit.svg',
  ticket_numbers: [3, 17, 40],
  won: [{ ticket_number: 17, winner: 'Sam' }],
};
const live = Array.from({ length: 30 }, (_, i) =>
  makeCompetition({
    id: i + 1,
    title: `Competition ${i + 1}`,
    price_per_ticket: 1.49,
    competition_product_id: 1000 + i + 1,
    total_sell_tickets: 500,
    total_ticket_sold: 120,
    max_ticket_per_user: 50,
    ...(i === 0 ? { enable_instant_wins: true, instant_wins: [prize], hide_timer: true, live_draw: true } : {}),
  }),
);
const finished = [makeCompetition({ id: 90, title: 'Finished Car', status: 'finished', competition_product_id: 1090 })];
const winner = {
  id: 5,
  name: 'Sam',
  prize: '£10 site credit',
  image: '/media/credit.svg',
  competition_id: 1,
  competition_title: 'Competition 1',
  ticket_number: 17,
  won_at: '2026-11-01 20:00:00',
  kind: 'instant',
};
const result = {
  competition_id: 90,
  title: 'Finished Car',
  image: '/media/car.svg',
  draw_date: '2026-11-01',
  winning_ticket: 12,
  winner_name: 'Sarah T.',
  seed: 'ab'.repeat(32),
  commitment: 'cd'.repeat(32),
  entries: 40,
};

/** A page of a list, as our provider pages it. */
const paged = (items: unknown[]) => (body: Record<string, unknown>) => {
  const page = Number(body.page ?? 1);
  const limit = body.all ? 100 : Number(body.limit ?? 12);
  return {
    success: true,
    data: items.slice((page - 1) * limit, page * limit),
    total: items.length,
    total_pages: Math.max(1, Math.ceil(items.length / limit)),
  };
};

/** Our provider's response to each call the catalog makes. */
export const PROVIDER: Partial<Record<CallName, (body: Record<string, unknown>) => unknown>> = {
  getsettings: () => ({
    success: true,
    data: { suggested_tickets: [5, 10, 25], main_competition: 2, show_question: true, slider_speed: 4000 },
  }),
  get_realtime_winners_prize_value: () => ({ success: true, totalPrizeValue: 12500.5, totalWinner: 42 }),
  gethowitworkssettings: () => ({
    success: true,
    data: { title: 'How to play', steps: [{ title: 'Pick', text: 'Choose a prize' }] },
  }),
  featured_competition: paged(live),
  drawn_next_competition: paged(live),
  finished_soldout_competition: paged(finished),
  competition: paged(live),
  getcompetition: (body) => ({ success: true, data: live.find((c) => c.id === Number(body.id)) }),
  getOtherComps: () => ({ success: true, data: live.slice(1, 5) }),
  winners: paged([winner, { ...winner, id: 6, kind: 'draw' }]),
  draw_results: paged([result]),
  draw_proof: () => ({ success: true, data: { competition_id: 1, commitment: 'cd'.repeat(32), drawn: false } }),
  claimable_prizes: () => ({
    success: true,
    data: [{ win_id: 4, prize: 'Watch', competition_title: 'Watch Comp', ticket_number: 7, claimed: false }],
  }),
  free_postal_route: () => ({
    success: true,
    data: { address: 'Prize Draw UK, 1 High St, London', instructions_html: '<p>Write</p>', terms_html: '<p>T</p>' },
  }),
};

/** The host: our provider's responses in `shape`. */
export function host(shape: HostShape) {
  const responses = Object.fromEntries(
    Object.entries(PROVIDER).map(([call, response]) => [
      call,
      (body: Record<string, unknown>) => shapedAs(shape, call as CallName, response(body)),
    ]),
  );
  return fakeHost(responses);
}
