import { setProviderClient, type UserDetails } from '@shop/shared';
import { makeCompetition } from '@shop/shared/testing';
import { vi } from 'vitest';

// Test-only: a provider stand-in behind the shared client, and a seeded live list that pages
// the way api/src/v1.ts does (limit capped at 100, refused above it).

export interface SentCall {
  route: string;
  body: Record<string, unknown>;
}

type Answer = (body: Record<string, unknown>) => unknown;

/** Answers each rest_route with the function given; records every call with its JSON body. */
export function fakeProvider(answers: Record<string, Answer>): SentCall[] {
  const calls: SentCall[] = [];
  const request = vi.fn(async ({ url, data }: { url: string; data?: unknown }) => {
    const route = new URL(url, 'http://x').searchParams.get('rest_route') ?? '';
    const body = (data ?? {}) as Record<string, unknown>;
    calls.push({ route, body });
    const answer = answers[route.replace('/api/v1/', '')];
    if (!answer) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    return { data: JSON.stringify(answer(body)), status: 200, headers: {} };
  });
  setProviderClient({ request } as unknown as Parameters<typeof setProviderClient>[0]);
  return calls;
}

/** A list call over `count` live competitions, paged like the provider's compList. */
export function pagedList(count: number): Answer {
  const all = Array.from({ length: count }, (_, i) => makeCompetition({ id: i + 1, title: `Competition ${i + 1}` }));
  return (body) => {
    const page = Number(body.page ?? 1);
    const limit = Number(body.limit ?? 12);
    if (limit > 100) return { success: false, error: 'limit must be at most 100.' };
    return {
      success: true,
      data: all.slice((page - 1) * limit, page * limit),
      total: count,
      total_pages: Math.max(1, Math.ceil(count / limit)),
      page,
    };
  };
}

/** A signed-in user as mf-account would store it; only the token matters to the catalog. */
export function makeUser(token: string): UserDetails {
  return { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.co.uk', token } as UserDetails;
}
