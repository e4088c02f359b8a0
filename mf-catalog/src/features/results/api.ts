import { callProviderOrThrow, type DrawResult } from '@shop/shared';

/** The provider adds the entry count, the draw instant and the algorithm to each result. */
export type PublishedResult = DrawResult & { entries?: number; drawn_at?: string; algorithm?: string };

export const RESULTS_PAGE_SIZE = 10;

export async function fetchDrawResults(page: number): Promise<{ items: PublishedResult[]; totalPages: number }> {
  const answer = await callProviderOrThrow('draw_results', { page, limit: RESULTS_PAGE_SIZE });
  if (!answer.success) throw new Error(answer.error);
  return { items: (answer.data ?? []) as PublishedResult[], totalPages: Math.max(1, Number(answer.total_pages) || 1) };
}
