// Draw results, winners and prize claims (api/README.md "Draws"; public names only).
import { publicNameOf } from '../auth/public-name';
import type { UserRow } from '../auth/repository';
import { ApiError, absolute, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import type { DrawOutcome, DrawProofData, DrawResult, Winner } from '../types';
import { iso, num, paged, pounds, str, ukDateTime } from '../util';
import {
  claimableWin,
  claimableWins,
  commitmentOfComp,
  drawResultOf,
  markClaimed,
  prizeTotals,
  resultCount,
  resultsPage,
  ticketNumbersOf,
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

/** A drawn competition's outcome in public words (first name and initial); null before its draw. */
export function drawOutcomeOf(ctx: Ctx, competitionId: number): DrawOutcome | null {
  const r = drawResultOf(ctx.db, competitionId);
  if (!r) return null;
  return {
    winner_name: r.winner_name === null ? null : publicNameOf(str(r.winner_name)),
    winning_ticket: r.winning_ticket === null ? null : num(r.winning_ticket),
    drawn_at: str(r.drawn_at),
  };
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

export function winners(ctx: Ctx, page: number, limit: number) {
  const data: Winner[] = winsPage(ctx.db, limit, (page - 1) * limit).map((w) => ({
    id: num(w.id),
    name: publicNameOf(str(w.winner_name)) ?? '',
    prize: str(w.prize),
    image: absolute(ctx, str(w.image)),
    competition_id: num(w.competition_id),
    competition_title: str(w.title),
    ticket_number: num(w.ticket_number),
    won_at: str(w.created_at),
    kind: str(w.kind) as Winner['kind'],
  }));
  return paged(data, winCount(ctx.db), page, limit);
}

export const claimablePrizes = (ctx: Ctx, user: UserRow) =>
  claimableWins(ctx.db, user.id).map((r) => ({
    win_id: num(r.id),
    prize: str(r.prize),
    competition_title: str(r.title),
    ticket_number: num(r.ticket_number),
    claimed: num(r.claimed) === 1,
    kind: str(r.kind),
  }));

export interface Claim {
  full_name: string;
  phone: string;
  address: string;
  notes: string;
}
/** Claims a prize once (409 when already claimed); answers the prize's title. */
export function claimPrize(ctx: Ctx, user: UserRow, winId: number, claim: Claim): string {
  const win = claimableWin(ctx.db, winId, user.id);
  if (!win) throw new ApiError(404, 'shop_no_win', 'Prize not found.');
  if (num(win.claimed)) throw new ApiError(409, 'shop_already_claimed', 'This prize has already been claimed.');
  markClaimed(ctx.db, win.id, { ...claim, at: iso(ctx.now()) });
  mail(
    ctx,
    user.email,
    `Your claim for ${win.prize}`,
    `Hi ${user.first_name},\n\nWe have your claim for ${win.prize} and will be in touch within 2 working days.\n`,
  );
  return win.prize;
}
