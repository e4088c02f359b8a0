import { fakeHost, makeCompetition } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';

// Test-only: the host behind the shared client is @shop/provider-client/testing's fakeHost (responds by
// call name, below the response check); here, a seeded live list that pages the way api/src/v1.ts
// does (limit capped at 100, refused above it).

export { fakeHost as fakeProvider };

type Respond = (body: Record<string, unknown>) => unknown;

/** A list call over `count` live competitions, paged like the provider's compList. */
export function pagedList(count: number): Respond {
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
