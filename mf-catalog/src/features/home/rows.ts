import type { Competition } from '@shop/shared';

// Each competition once on the home page: "Drawing next" used to repeat the first four
// cards of "Comps for everyone" (both lists close soonest first), and instant-win competitions
// closing soon showed twice too. Drawing next keeps its four; the sections below it leave out what
// is already shown above them.

export const ROW = 4;

export interface HomeRows {
  instantWins: Competition[];
  /** Every other live competition, in the provider's order; the section shows a page at a time. */
  everyone: Competition[];
}

export function homeRows(drawNext: readonly Competition[], allLive: readonly Competition[]): HomeRows {
  const shown = new Set(drawNext.map((c) => c.id));
  const instantWins = allLive.filter((c) => c.enable_instant_wins && !shown.has(c.id)).slice(0, ROW);
  for (const c of instantWins) shown.add(c.id);
  return { instantWins, everyone: allLive.filter((c) => !shown.has(c.id)) };
}
