// Draw SQL: drawing a competition, results, winners, prize claims.
import type { Db } from '../db';
import { num } from '../util';

export interface DrawComp {
  id: number;
  title: string;
  seed: string;
  commitment: string;
  image: string;
  prize_value: number;
  drawn: number;
}
export const drawComp = (db: Db, id: number): DrawComp | undefined =>
  db.get<DrawComp>('SELECT id, title, seed, commitment, image, prize_value, drawn FROM competitions WHERE id = ?', [
    id,
  ]);

export interface Entry {
  ticket_number: number;
  user_id: number | null;
  holder_name: string;
  order_id: number | null;
}
/**
 * A competition's entries, sorted by ticket number (the order the winner index counts in). Only a
 * paid order has ticket numbers at all (api/README.md "Fairness").
 */
export const entriesOf = (db: Db, compId: number): Entry[] =>
  db.all<Entry>(
    'SELECT ticket_number, user_id, holder_name, order_id FROM tickets WHERE competition_id = ? ORDER BY ticket_number',
    [compId],
  );

export const insertDrawWin = (db: Db, c: DrawComp, pick: Entry, winnerName: string, at: string): number =>
  db.run(
    `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at)
     VALUES (?, ?, ?, ?, 'draw', ?, 'prize', ?, ?, ?, ?)`,
    [
      pick.user_id,
      winnerName,
      c.id,
      num(pick.ticket_number),
      c.title,
      num(c.prize_value),
      c.image,
      pick.user_id ? 1 : 0,
      at,
    ],
  ).id;

export interface DrawRecord {
  winning: number | null;
  winId: number | null;
  winnerName: string | null;
  entries: number;
  at: string;
}
/** Records the result, marks the competition drawn and its orders completed. */
export function recordDraw(db: Db, c: DrawComp, r: DrawRecord): void {
  db.run(
    'INSERT INTO draw_results (competition_id, winning_ticket, win_id, winner_name, seed, commitment, entries, drawn_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [c.id, r.winning, r.winId, r.winnerName, c.seed, c.commitment, r.entries, r.at],
  );
  db.run('UPDATE competitions SET drawn = 1 WHERE id = ?', [c.id]);
  db.run(
    "UPDATE orders SET status = 'completed' WHERE status = 'processing' AND id IN (SELECT order_id FROM order_lines WHERE competition_id = ?)",
    [c.id],
  );
}

export interface DrawResultRow {
  winning_ticket: number | null;
  winner_name: string | null;
  seed: string;
  commitment: string;
  entries: number;
  drawn_at: string;
}
export const drawResultOf = (db: Db, compId: number): DrawResultRow | undefined =>
  db.get<DrawResultRow>(
    'SELECT winning_ticket, winner_name, seed, commitment, entries, drawn_at FROM draw_results WHERE competition_id = ?',
    [compId],
  );

export const commitmentOfComp = (db: Db, compId: number): string | undefined =>
  db.get<{ commitment: string }>('SELECT commitment FROM competitions WHERE id = ?', [compId])?.commitment;

export const ticketNumbersOf = (db: Db, compId: number): number[] =>
  entriesOf(db, compId).map((e) => num(e.ticket_number));

export const dueComps = (db: Db, nowIso: string): number[] =>
  db
    .all<{ id: number }>('SELECT id FROM competitions WHERE drawn = 0 AND closing_at <= ? ORDER BY closing_at', [
      nowIso,
    ])
    .map((r) => num(r.id));

export const prizeTotals = (db: Db) => {
  const r = db.get<{ v: number; n: number }>('SELECT COALESCE(SUM(value), 0) AS v, COUNT(*) AS n FROM wins');
  return { value: num(r?.v), count: num(r?.n) };
};

export const resultCount = (db: Db): number => num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM draw_results')?.n);

export const resultsPage = (db: Db, limit: number, offset: number) =>
  db.all<Record<string, unknown>>(
    `SELECT d.*, c.title, c.image, c.draw_at, c.live_draw, c.live_draw_info FROM draw_results d JOIN competitions c ON c.id = d.competition_id
     ORDER BY d.drawn_at DESC, d.competition_id DESC LIMIT ? OFFSET ?`,
    [limit, offset],
  );

export const winCount = (db: Db): number => num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM wins')?.n);

export const winsPage = (db: Db, limit: number, offset: number) =>
  db.all<Record<string, unknown>>(
    'SELECT w.*, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?',
    [limit, offset],
  );

export const claimableWins = (db: Db, userId: number) =>
  db.all<Record<string, unknown>>(
    'SELECT w.id, w.prize, w.ticket_number, w.claimed, w.kind, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id WHERE w.user_id = ? AND w.claimable = 1 ORDER BY w.id DESC',
    [userId],
  );

export const claimableWin = (db: Db, winId: number, userId: number) =>
  db.get<{ id: number; claimed: number; prize: string }>(
    'SELECT id, claimed, prize FROM wins WHERE id = ? AND user_id = ? AND claimable = 1',
    [winId, userId],
  );

export const markClaimed = (db: Db, winId: number, claim: Record<string, string>): void => {
  db.run('UPDATE wins SET claimed = 1, claim = ? WHERE id = ?', [JSON.stringify(claim), winId]);
};
