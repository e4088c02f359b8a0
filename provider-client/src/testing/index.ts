// @shop/provider-client/testing: test helpers for every team (never in a bundle): a host below the
// client's response check, the three host shapes it must read, a competition to start from.
import { type CallName, type Competition, callAt } from '@shop/shared';
import { userSignedOut } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { setProviderClient } from '../client';

export type { HostShape } from './host-shapes';
export { HOST_SHAPES, minimalShaped, phpShaped, shapedAs } from './host-shapes';

/** A request the fake host received: the call, its route and its JSON body. */
export interface HostCall {
  call: CallName;
  route: string;
  body: Record<string, unknown>;
}

/**
 * A host behind the provider client, below every check: each call named in `responses` gets what
 * its function returns (as JSON text, like a real host); any other call fails as a network error.
 * Responses go through the same client and response check as in the browser. Returns the calls made.
 */
export function fakeHost(responses: Partial<Record<CallName, (body: Record<string, unknown>) => unknown>>): HostCall[] {
  const received: HostCall[] = [];
  const request = async ({ url, method, data }: { url: string; method?: string; data?: unknown }) => {
    const route = new URL(url, 'http://host').searchParams.get('rest_route') ?? '';
    const call = callAt(route, method ?? 'GET');
    const body = (data ?? {}) as Record<string, unknown>;
    if (call) received.push({ call, route, body });
    const respond = call ? responses[call] : undefined;
    if (!respond) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    return { data: JSON.stringify(respond(body)), status: 200, headers: {} };
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
 * Empties every query's 60 s cache (../data/query-cache.ts): farfetched keeps it outside effector
 * scopes, so a test that expects a request starts from this.
 */
export async function clearQueryCaches(): Promise<void> {
  await allSettled(userSignedOut, { scope: fork() });
}
