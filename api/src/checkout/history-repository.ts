// Order history SQL: a user's orders, their lines, tickets and instant wins.
import type { Db } from '../db';
import { num } from '../util';

export const entriesByOrder = (db: Db, userId: number) =>
  db.all<{
    competition_id: number;
    order_id: number;
    title: string;
    draw_at: string;
    drawn: number;
    image: string;
    tickets: string;
  }>(
    `SELECT t.competition_id, t.order_id, c.title, c.draw_at, c.drawn, c.image, GROUP_CONCAT(t.ticket_number) AS tickets
     FROM tickets t JOIN competitions c ON c.id = t.competition_id WHERE t.user_id = ?
     GROUP BY t.competition_id, t.order_id ORDER BY t.order_id DESC`,
    [userId],
  );

// An order waiting for its payment is a reservation, not yet an order the account can see
// (api/README.md "Fairness"): every read below leaves status 'pending' out.
export const orderCount = (db: Db, userId: number): number =>
  num(db.get<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status != 'pending'", [userId])?.n);

export const ordersPage = (db: Db, userId: number, limit: number, offset: number) =>
  db.all<{ id: number; status: string; created_at: string; total: number; items: number }>(
    `SELECT o.id, o.status, o.created_at, o.total, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS items
     FROM orders o WHERE o.user_id = ? AND o.status != 'pending' ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    [userId, limit, offset],
  );

export const orderOf = (db: Db, id: number, userId: number) =>
  db.get<Record<string, unknown>>("SELECT * FROM orders WHERE id = ? AND user_id = ? AND status != 'pending'", [
    id,
    userId,
  ]);

export const linesOf = (db: Db, orderId: number) =>
  db.all<{ competition_id: number; title: string; quantity: number; unit_price: number; answer: string | null }>(
    'SELECT competition_id, title, quantity, unit_price, answer FROM order_lines WHERE order_id = ? ORDER BY id',
    [orderId],
  );

export const ticketsOfLine = (db: Db, orderId: number, compId: number): number[] =>
  db
    .all<{ n: number }>(
      'SELECT ticket_number AS n FROM tickets WHERE order_id = ? AND competition_id = ? ORDER BY ticket_number',
      [orderId, compId],
    )
    .map((t) => num(t.n));

export const orderByKey = (db: Db, id: number, userId: number, key: string) =>
  db.get<{ id: number; order_key: string; status: string; total: number; points_earned: number; billing: string }>(
    "SELECT id, order_key, status, total, points_earned, billing FROM orders WHERE id = ? AND user_id = ? AND order_key = ? AND status != 'pending'",
    [id, userId, key],
  );

export const instantWinsOfOrder = (db: Db, orderId: number) =>
  db.all<{ id: number; ticket_number: number; prize: string; image: string; title: string; claimable: number }>(
    `SELECT w.id, w.ticket_number, w.prize, w.image, c.title, w.claimable FROM wins w JOIN competitions c ON c.id = w.competition_id
     JOIN tickets t ON t.competition_id = w.competition_id AND t.ticket_number = w.ticket_number
     WHERE w.kind = 'instant' AND t.order_id = ? ORDER BY w.id`,
    [orderId],
  );

/** The account's wins on its tickets of one competition. */
export const winsOnTickets = (db: Db, userId: number, compId: number) =>
  db.all<{ id: number; ticket_number: number; kind: string; prize: string; claimable: number }>(
    'SELECT id, ticket_number, kind, prize, claimable FROM wins WHERE user_id = ? AND competition_id = ? ORDER BY ticket_number',
    [userId, compId],
  );
