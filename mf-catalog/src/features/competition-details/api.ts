import { type Competition, callProviderOrThrow } from '@shop/shared';

export async function fetchCompetition(id: number): Promise<Competition> {
  const answer = await callProviderOrThrow('getcompetition', { id });
  if (!answer.success) throw new Error(answer.error);
  return answer.data;
}

/** Recommended competitions (getOtherComps): same category first, closing soonest. */
export async function fetchOtherComps(id: number): Promise<Competition[]> {
  const answer = await callProviderOrThrow('getOtherComps', { id, limit: 4 });
  if (!answer.success) throw new Error(answer.error);
  return answer.data ?? [];
}
