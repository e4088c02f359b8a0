import { readProvider } from '@shop/provider-client';

/** How many recommendations the details page shows (one row of cards). */
export const RECOMMENDED_COUNT = 4;

/** One competition, as the shared client's check reads it. */
export function readCompetition(token: string, id: number) {
  return readProvider('getcompetition', { token, id });
}

/** Recommended competitions (getOtherComps): same category first, closing soonest. */
export function readOtherComps(token: string, id: number) {
  // Requirements §7: a list call carries a page value; the recommendations are one page.
  return readProvider('getOtherComps', { token, id, page: 1, limit: RECOMMENDED_COUNT });
}
