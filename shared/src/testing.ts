// Test helpers for every team (not part of the runtime bundle).
import { allSettled, fork } from 'effector';
import { type CallName, callAt } from './api/calls';
import { setProviderClient } from './api/client';
import type { Competition } from './entities';
import { userSignedOut } from './state/session';

export type { HostShape } from './host-shapes';
export { HOST_SHAPES, minimalShaped, phpShaped, shapedAs } from './host-shapes';

/** A request the fake host received: the call, its route and its JSON body. */
export interface HostCall {
  call: CallName;
  route: string;
  body: Record<string, unknown>;
}

/**
 * A host behind the shared client, below every check: each call named in `answers` is answered with
 * what its function gives (as JSON text, like a real host); any other call fails as a network error.
 * Answers go through the same client and answer check as in the browser. Returns the calls made.
 */
export function fakeHost(answers: Partial<Record<CallName, (body: Record<string, unknown>) => unknown>>): HostCall[] {
  const received: HostCall[] = [];
  const request = async ({ url, method, data }: { url: string; method?: string; data?: unknown }) => {
    const route = new URL(url, 'http://host').searchParams.get('rest_route') ?? '';
    const call = callAt(route, method ?? 'GET');
    const body = (data ?? {}) as Record<string, unknown>;
    if (call) received.push({ call, route, body });
    const answer = call ? answers[call] : undefined;
    if (!answer) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    return { data: JSON.stringify(answer(body)), status: 200, headers: {} };
  };
  setProviderClient({ request } as unknown as Parameters<typeof setProviderClient>[0]);
  return received;
}

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
    cash_alternative: 0,
    live_stream_url: '',
    replay_url: '',
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
