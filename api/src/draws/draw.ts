import { createHmac } from 'node:crypto';
import { endReservationsAtClosing } from '../checkout/settle';
import type { Ctx } from '../context';
import { iso, num, randomHex, sha256 } from '../util';
import { mailDrawOutcome } from './outcome-mail';
import { drawComp, dueComps, entriesOf, insertDrawWin, recordDraw } from './repository';

/** Commit-reveal: the seed stays secret until the draw; its SHA-256 is public from creation. */
export function newDrawSeed(): { seed: string; commitment: string } {
  const seed = randomHex(32);
  return { seed, commitment: commitmentOf(seed) };
}
export const commitmentOf = (seedHex: string): string => sha256(Buffer.from(seedHex, 'hex'));

/**
 * Winner index = HMAC-SHA256(key = seed bytes, message = "<competition id>:<entry count>") read as
 * a big-endian integer, modulo the entry count; entries are ordered by ticket number. Anyone can
 * recompute it from the revealed seed, the commitment and the published ticket list.
 */
export function winnerIndex(seedHex: string, competitionId: number, entries: number): number {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${competitionId}:${entries}`).digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(entries));
}

export interface DrawOutcome {
  competition_id: number;
  winning_ticket: number | null;
  winner_name: string | null;
}

/**
 * Draws one competition: ends its open reservations, picks the winner among paid entries, records
 * the result and (unless it is seeded history, `tell: false`) emails every entrant the outcome.
 */
export function drawCompetition(ctx: Ctx, competitionId: number, now = ctx.now(), tell = true): DrawOutcome | null {
  const { db } = ctx;
  return db.tx(() => {
    const c = drawComp(db, competitionId);
    if (!c || num(c.drawn) === 1) return null;
    // Closing ends the open reservations first: the draw counts paid tickets, and nothing is paid later.
    endReservationsAtClosing(ctx, c.id, c.title);
    const entries = entriesOf(db, c.id);
    let winning: number | null = null;
    let winnerName: string | null = null;
    let winId: number | null = null;
    const pick = entries.length > 0 ? entries[winnerIndex(c.seed, c.id, entries.length)] : undefined;
    if (pick) {
      winning = num(pick.ticket_number);
      winnerName = pick.holder_name || 'A winner';
      winId = insertDrawWin(db, c, pick, winnerName, iso(now));
    }
    recordDraw(db, c, { winning, winId, winnerName, entries: entries.length, at: iso(now) });
    if (tell) mailDrawOutcome(ctx, c, { ticket: winning, userId: pick?.user_id ? num(pick.user_id) : null, winId });
    return { competition_id: c.id, winning_ticket: winning, winner_name: winnerName };
  });
}

/** Draws every competition whose closing time has passed (or that sold out and closed). */
export function drawDue(ctx: Ctx, now = ctx.now()): DrawOutcome[] {
  const out: DrawOutcome[] = [];
  for (const id of dueComps(ctx.db, iso(now))) {
    const r = drawCompetition(ctx, id, now);
    if (r) out.push(r);
  }
  return out;
}
