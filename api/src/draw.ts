import { createHmac } from 'node:crypto';
import type { Ctx } from './context';
import { iso, num, randomHex, sha256 } from './util';

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

export function drawCompetition(ctx: Ctx, competitionId: number, now = Date.now()): DrawOutcome | null {
  const { db } = ctx;
  return db.tx(() => {
    const c = db.get<{
      id: number;
      title: string;
      seed: string;
      commitment: string;
      image: string;
      prize_value: number;
      drawn: number;
    }>('SELECT id, title, seed, commitment, image, prize_value, drawn FROM competitions WHERE id = ?', [competitionId]);
    if (!c || num(c.drawn) === 1) return null;
    const entries = db.all<{
      ticket_number: number;
      user_id: number | null;
      holder_name: string;
      order_id: number | null;
    }>(
      'SELECT ticket_number, user_id, holder_name, order_id FROM tickets WHERE competition_id = ? ORDER BY ticket_number',
      [c.id],
    );
    let winning: number | null = null;
    let winnerName: string | null = null;
    let winId: number | null = null;
    if (entries.length > 0) {
      const pick = entries[winnerIndex(c.seed, c.id, entries.length)];
      if (pick) {
        winning = num(pick.ticket_number);
        winnerName = pick.holder_name || 'A winner';
        winId = db.run(
          `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at)
           VALUES (?, ?, ?, ?, 'draw', ?, 'prize', ?, ?, ?, ?)`,
          [
            pick.user_id,
            winnerName,
            c.id,
            winning,
            c.title,
            num(c.prize_value),
            c.image,
            pick.user_id ? 1 : 0,
            iso(now),
          ],
        ).id;
      }
    }
    db.run(
      'INSERT INTO draw_results (competition_id, winning_ticket, win_id, winner_name, seed, commitment, entries, drawn_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, winning, winId, winnerName, c.seed, c.commitment, entries.length, iso(now)],
    );
    db.run('UPDATE competitions SET drawn = 1 WHERE id = ?', [c.id]);
    db.run(
      "UPDATE orders SET status = 'completed' WHERE status = 'processing' AND id IN (SELECT order_id FROM order_lines WHERE competition_id = ?)",
      [c.id],
    );
    return { competition_id: c.id, winning_ticket: winning, winner_name: winnerName };
  });
}

/** Draws every competition whose closing time has passed (or that sold out and closed). */
export function drawDue(ctx: Ctx, now = Date.now()): DrawOutcome[] {
  const due = ctx.db.all<{ id: number }>(
    'SELECT id FROM competitions WHERE drawn = 0 AND closing_at <= ? ORDER BY closing_at',
    [iso(now)],
  );
  const out: DrawOutcome[] = [];
  for (const d of due) {
    const r = drawCompetition(ctx, num(d.id), now);
    if (r) out.push(r);
  }
  return out;
}
