// Catalog SQL: competitions, their instant and reward wins, site settings.
import type { Db } from '../db';
import { num, parseJson } from '../util';

export interface CompRow {
  id: number;
  product_id: number;
  category: string;
  title: string;
  description: string;
  image: string;
  gallery: string;
  price: number;
  sale_price: number | null;
  sale_start: string | null;
  sale_end: string | null;
  closing_at: string;
  draw_at: string;
  created_at: string;
  total_tickets: number;
  max_per_user: number;
  featured: number;
  question: string;
  options: string;
  correct_answer: string;
  hide_ticket_count: number;
  hide_timer: number;
  disable_tickets: number;
  live_draw: number;
  live_draw_info: string;
  prize_value: number;
  cash_alternative: number;
  live_stream_url: string;
  replay_url: string;
  seed: string;
  commitment: string;
  drawn: number;
  sold: number;
}

const COMP_SELECT =
  'SELECT c.*, (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = c.id) AS sold FROM competitions c';

/** Live = still open, not sold out, not drawn (the one parameter is the current time, ISO). */
const LIVE_WHERE = `c.drawn = 0 AND c.closing_at > ? AND (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = c.id) < c.total_tickets`;

/** The lists of the catalog: which competitions, in which order. */
export const COMP_LISTS = {
  liveFeatured: { where: LIVE_WHERE, order: 'c.featured DESC, c.created_at DESC, c.id' },
  liveInCategory: { where: `${LIVE_WHERE} AND c.category = ?`, order: 'c.created_at DESC, c.id' },
  closingSoon: { where: LIVE_WHERE, order: 'c.closing_at ASC, c.id' },
  featuredClosingSoon: { where: `${LIVE_WHERE} AND c.featured = 1`, order: 'c.closing_at ASC, c.id' },
  finished: { where: `NOT (${LIVE_WHERE})`, order: 'c.closing_at DESC, c.id' },
} as const;
export type CompList = keyof typeof COMP_LISTS;

export const getComp = (db: Db, id: number): CompRow | undefined =>
  db.get<CompRow>(`${COMP_SELECT} WHERE c.id = ?`, [id]);

export const getCompByProduct = (db: Db, productId: number): CompRow | undefined =>
  db.get<CompRow>(`${COMP_SELECT} WHERE c.product_id = ?`, [productId]);

export function listComps(
  db: Db,
  list: CompList,
  params: (string | number)[],
  limit: number,
  offset: number,
): { rows: CompRow[]; total: number } {
  const { where, order } = COMP_LISTS[list];
  const total = num(db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM competitions c WHERE ${where}`, params)?.n);
  const rows = db.all<CompRow>(`${COMP_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    offset,
  ]);
  return { rows, total };
}

/** Live competitions other than one, its own category first. */
export const otherLiveComps = (db: Db, nowIso: string, comp: CompRow, limit: number): CompRow[] =>
  db.all<CompRow>(
    `${COMP_SELECT} WHERE ${LIVE_WHERE} AND c.id != ? ORDER BY (c.category = ?) DESC, c.closing_at ASC LIMIT ?`,
    [nowIso, comp.id, comp.category, limit],
  );

export const instantWinPrizes = (db: Db, compId: number) =>
  db.all<{ id: number; title: string; type: string; value: number; image: string }>(
    'SELECT id, title, type, value, image FROM instant_win_prizes WHERE competition_id = ? ORDER BY id',
    [compId],
  );

export const instantWinTickets = (db: Db, compId: number) =>
  db.all<{ ticket_number: number; prize_id: number; win_id: number | null; winner: string | null }>(
    `SELECT it.ticket_number, it.prize_id, it.win_id, w.winner_name AS winner FROM instant_win_tickets it
     LEFT JOIN wins w ON w.id = it.win_id WHERE it.competition_id = ? ORDER BY it.ticket_number`,
    [compId],
  );

export const rewardWins = (db: Db, compId: number) =>
  db.all<{ id: number; title: string; threshold_percent: number; image: string; winner: string | null }>(
    'SELECT r.id, r.title, r.threshold_percent, r.image, w.winner_name AS winner FROM reward_wins r LEFT JOIN wins w ON w.id = r.win_id WHERE r.competition_id = ? ORDER BY r.threshold_percent',
    [compId],
  );

/** Tickets a user already holds in a competition. */
export function purchasedCount(db: Db, userId: number | null, compId: number): number {
  if (!userId) return 0;
  return num(
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE user_id = ? AND competition_id = ?', [
      userId,
      compId,
    ])?.n,
  );
}

export const drawAtOf = (db: Db, compId: number): string | undefined =>
  db.get<{ draw_at: string }>('SELECT draw_at FROM competitions WHERE id = ?', [compId])?.draw_at;

/** A site setting (JSON in the settings table). */
export function setting<T>(db: Db, key: string, fallback: T): T {
  return parseJson<T>(db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key])?.value, fallback);
}

/** Moves a competition's closing and draw time (the time-travel local tool). */
export const setClosingTime = (db: Db, compId: number, at: string): void => {
  db.run('UPDATE competitions SET closing_at = ?, draw_at = ? WHERE id = ?', [at, at, compId]);
};

/** A drawn competition's published result (its draw, draws/draw.ts). */
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
