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

export type WinKind = 'draw' | 'instant' | 'reward';

export const winCount = (db: Db, kind: WinKind | null = null): number =>
  num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM wins WHERE (? IS NULL OR kind = ?)', [kind, kind])?.n);

/** Winners, newest first or largest prize first, of one kind or all. */
export const winsPage = (db: Db, limit: number, offset: number, q: { kind?: WinKind | null; largest?: boolean } = {}) =>
  db.all<Record<string, unknown>>(
    `SELECT w.*, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id WHERE (? IS NULL OR w.kind = ?)
     ORDER BY ${q.largest ? 'w.value DESC, ' : ''}w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`,
    [q.kind ?? null, q.kind ?? null, limit, offset],
  );

export interface ClaimableRow {
  id: number;
  prize: string;
  ticket_number: number;
  claimed: number;
  kind: string;
  value: number;
  image: string;
  created_at: string;
  claim_status: string;
  competition_id: number;
  title: string;
  cash_alternative: number;
}
const CLAIMABLE_SELECT = `SELECT w.id, w.prize, w.ticket_number, w.claimed, w.kind, w.value, w.image, w.created_at, w.claim_status,
  w.competition_id, c.title, c.cash_alternative FROM wins w JOIN competitions c ON c.id = w.competition_id`;

export const claimableWins = (db: Db, userId: number) =>
  db.all<ClaimableRow>(`${CLAIMABLE_SELECT} WHERE w.user_id = ? AND w.claimable = 1 ORDER BY w.id DESC`, [userId]);

export const claimableWin = (db: Db, winId: number, userId: number) =>
  db.get<ClaimableRow>(`${CLAIMABLE_SELECT} WHERE w.id = ? AND w.user_id = ? AND w.claimable = 1`, [winId, userId]);

/** Records a claim once: false when it was already claimed (two sends at once: one wins). */
export const markClaimed = (db: Db, winId: number, claim: Record<string, unknown>): boolean =>
  db.run("UPDATE wins SET claimed = 1, claim = ?, claim_status = 'received' WHERE id = ? AND claimed = 0", [
    JSON.stringify(claim),
    winId,
  ]).changes === 1;

export const setClaimStatus = (db: Db, winId: number, status: string): boolean =>
  db.run('UPDATE wins SET claim_status = ? WHERE id = ? AND claimed = 1', [status, winId]).changes === 1;

/** Each account entered in a competition, with its email and its ticket numbers. */
export function entrantsOf(db: Db, compId: number): { user_id: number; email: string; tickets: number[] }[] {
  return db
    .all<{ user_id: number; email: string; tickets: string }>(
      `SELECT t.user_id, u.email, GROUP_CONCAT(t.ticket_number) AS tickets FROM tickets t JOIN users u ON u.id = t.user_id
       WHERE t.competition_id = ? GROUP BY t.user_id ORDER BY t.user_id`,
      [compId],
    )
    .map((r) => ({
      user_id: num(r.user_id),
      email: r.email,
      tickets: String(r.tickets)
        .split(',')
        .map(Number)
        .sort((a, b) => a - b),
    }));
}

/** A drawn competition's entry list, in ticket order (the list the verification uses), one page. */
export const entryPage = (db: Db, compId: number, limit: number, offset: number) =>
  db.all<{ ticket_number: number; holder_name: string }>(
    'SELECT ticket_number, holder_name FROM tickets WHERE competition_id = ? ORDER BY ticket_number LIMIT ? OFFSET ?',
    [compId, limit, offset],
  );

export const entryCount = (db: Db, compId: number): number =>
  num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?', [compId])?.n);

export const setDateOfBirth = (db: Db, userId: number, dob: string): void => {
  db.run("UPDATE users SET date_of_birth = ? WHERE id = ? AND date_of_birth = ''", [dob, userId]);
};
