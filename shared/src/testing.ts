// Test helpers for every team (not part of the runtime bundle).
import { allSettled, fork } from 'effector';
import type { Competition } from './entities';
import { userSignedOut } from './state/session';

/** A competition with sensible defaults; override what the test is about. */
export function makeCompetition(overrides: Partial<Competition> = {}): Competition {
  return {
    id: 1,
    category: 'cash',
    draw_date: '2030-01-01',
    draw_time: '20:00',
    closing_date: '2030-01-01',
    closing_time: '19:00',
    description: '<p>Win it</p>',
    image: '/media/prize.svg',
    gallery_images: [],
    price_per_ticket: 1,
    quantity: 1,
    title: 'Test Competition',
    status: 'publish',
    total_sell_tickets: 100,
    total_ticket_sold: 0,
    created_at: '2020-01-01 00:00:00',
    max_ticket_per_user: 10,
    reward_wins: [],
    instant_wins: [],
    instant_wins_tickets: [],
    enable_instant_wins: false,
    enable_reward_wins: false,
    comp_question: false,
    question: '',
    question_options: [],
    competition_product_id: 1,
    hide_ticket_count: false,
    hide_timer: false,
    disable_tickets: false,
    live_draw_info: '',
    live_draw: false,
    ...overrides,
  };
}

/**
 * Empties every query's 60 s cache (src/data/query-cache.ts): farfetched keeps it outside effector
 * scopes, so a test that expects a request starts from this.
 */
export async function clearQueryCaches(): Promise<void> {
  await allSettled(userSignedOut, { scope: fork() });
}
