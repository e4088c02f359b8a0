// Draw results, winners and prize claims (api/README.md "Draws"; public names only).
import { publicNameOf } from '../auth/public-name';
import { drawOutcomeOf } from '../catalog/competitions';
import { drawResultOf } from '../catalog/repository';
import { ApiError, absolute, type Ctx } from '../context';
import type { DrawProofData, DrawResult, Winner } from '../types';
import { num, paged, pounds, str, ukDateTime } from '../util';
import {
  commitmentOfComp,
  entryCount,
  entryPage,
  prizeTotals,
  resultCount,
  resultsPage,
  ticketNumbersOf,
  type WinKind,
  winCount,
  winsPage,
} from './repository';

const ALGORITHM =
  'winner = entries sorted by ticket number [ HMAC-SHA256(key=seed, "<competition_id>:<entries>") mod entries ]; commitment = SHA-256(seed)';

export function totalPrizes(ctx: Ctx) {
  const t = prizeTotals(ctx.db);
  return { success: true, totalPrizeValue: pounds(t.value), totalWinner: t.count };
}

export function drawResults(ctx: Ctx, page: number, limit: number) {
  const data: (DrawResult & { entries: number; drawn_at: string; algorithm: string })[] = resultsPage(
    ctx.db,
    limit,
    (page - 1) * limit,
  ).map((r) => ({
    competition_id: num(r.competition_id),
    title: str(r.title),
    image: absolute(ctx, str(r.image)),
    draw_date: ukDateTime(str(r.drawn_at)).date,
    winning_ticket: r.winning_ticket === null ? null : num(r.winning_ticket),
    winner_name: r.winner_name === null ? null : publicNameOf(str(r.winner_name)),
    seed: str(r.seed),
    commitment: str(r.commitment),
    entries: num(r.entries),
    drawn_at: str(r.drawn_at),
    algorithm: ALGORITHM,
    ...(num(r.live_draw) ? { live_draw_url: str(r.live_draw_info) } : {}),
  }));
  return paged(data, resultCount(ctx.db), page, limit);
}

/**
 * The commitment from the moment a competition exists; after its draw also the seed and every
 * entry's ticket number in ticket order, so anyone can recompute the winner (README "A draw
 * anyone can verify"; shared/src/draws/verify.ts does it).
 */
export function drawProof(ctx: Ctx, competitionId: number): DrawProofData {
  const commitment = commitmentOfComp(ctx.db, competitionId);
  if (commitment === undefined)
    throw new ApiError(404, 'shop_no_competition', `There is no competition with id ${competitionId}.`);
  const r = drawResultOf(ctx.db, competitionId);
  if (!r) return { competition_id: competitionId, commitment, drawn: false };
  const outcome = drawOutcomeOf(ctx, competitionId);
  return {
    competition_id: competitionId,
    commitment: str(r.commitment),
    drawn: true,
    seed: str(r.seed),
    entries: num(r.entries),
    tickets: ticketNumbersOf(ctx.db, competitionId),
    ...outcome,
  };
}

/** Winners, newest first or largest prize first (the winners page leads with those), of one kind or all. */
export function winners(ctx: Ctx, page: number, limit: number, q: { kind?: WinKind | null; largest?: boolean } = {}) {
  const data: Winner[] = winsPage(ctx.db, limit, (page - 1) * limit, q).map((w) => ({
    id: num(w.id),
    name: publicNameOf(str(w.winner_name)) ?? '',
    prize: str(w.prize),
    image: absolute(ctx, str(w.image)),
    competition_id: num(w.competition_id),
    competition_title: str(w.title),
    ticket_number: num(w.ticket_number),
    won_at: str(w.created_at),
    kind: str(w.kind) as Winner['kind'],
    value: pounds(num(w.value)),
  }));
  return paged(data, winCount(ctx.db, q.kind ?? null), page, limit);
}

/**
 * A drawn competition's entry list: every ticket number with its holder's first name and initial,
 * in ticket order, the same list the draw's verification counts (404 before the draw).
 */
export function entryList(ctx: Ctx, competitionId: number, page: number, limit: number) {
  if (!drawResultOf(ctx.db, competitionId))
    throw new ApiError(404, 'shop_not_drawn', 'The entry list is published once the competition is drawn.');
  const data = entryPage(ctx.db, competitionId, limit, (page - 1) * limit).map((e) => ({
    ticket_number: num(e.ticket_number),
    name: publicNameOf(str(e.holder_name)) ?? 'A postal entrant',
  }));
  return paged(data, entryCount(ctx.db, competitionId), page, limit);
}
