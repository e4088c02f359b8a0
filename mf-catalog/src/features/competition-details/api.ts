import { type Competition, callProviderOrThrow } from '@shop/shared';
import { competitionToken } from '../../common/competition';

/** How many recommendations the details page shows (one row of cards). */
export const RECOMMENDED_COUNT = 4;

export async function fetchCompetition(id: number): Promise<Competition> {
  const answer = await callProviderOrThrow('getcompetition', { token: competitionToken(), id });
  if (!answer.success) throw new Error(answer.error);
  return answer.data;
}

/** Recommended competitions (getOtherComps): same category first, closing soonest. */
export async function fetchOtherComps(id: number): Promise<Competition[]> {
  // Spec section 7: a list call carries a page value; the recommendations are one page.
  const answer = await callProviderOrThrow('getOtherComps', {
    token: competitionToken(),
    id,
    page: 1,
    limit: RECOMMENDED_COUNT,
  });
  if (!answer.success) throw new Error(answer.error);
  return answer.data ?? [];
}
