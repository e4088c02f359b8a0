// Order SQL: orders, their lines and tickets, instant and reward wins, points and credit.
import type { Db } from '../db';
import { num } from '../util';

export interface NewOrder {
  orderKey: string;
  userId: number | null;
  status: string;
  createdAt: string;
  subtotal: number;
  discount: number;
  total: number;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: Record<string, unknown>;
  shipping: Record<string, unknown>;
  couponCode: string | null;
  pointsEarned: number;
  customerNote: string;
}
export const insertOrder = (db: Db, o: NewOrder): number =>
  db.run(
    `INSERT INTO orders (order_key, user_id, status, created_at, subtotal, discount, total, payment_method, payment_method_title, billing, shipping, coupon_code, points_earned, customer_note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      o.orderKey,
      o.userId,
      o.status,
      o.createdAt,
      o.subtotal,
      o.discount,
      o.total,
      o.paymentMethod,
      o.paymentMethodTitle,
      JSON.stringify(o.billing),
      JSON.stringify(o.shipping),
      o.couponCode,
      o.pointsEarned,
      o.customerNote,
    ],
  ).id;

export const insertOrderLine = (
  db: Db,
  orderId: number,
  comp: { id: number; title: string },
  quantity: number,
  unitPrice: number,
  answer: string | null,
): void => {
  db.run(
    'INSERT INTO order_lines (order_id, competition_id, title, quantity, unit_price, answer) VALUES (?, ?, ?, ?, ?, ?)',
    [orderId, comp.id, comp.title, quantity, unitPrice, answer],
  );
};

export const takenTickets = (db: Db, compId: number): Set<number> =>
  new Set(
    db
      .all<{ n: number }>('SELECT ticket_number AS n FROM tickets WHERE competition_id = ?', [compId])
      .map((r) => num(r.n)),
  );

export interface NewTicket {
  compId: number;
  number: number;
  orderId: number | null;
  userId: number | null;
  holderName: string;
  answer: string | null;
  createdAt: string;
}
export const insertTicket = (db: Db, t: NewTicket): void => {
  db.run(
    'INSERT INTO tickets (competition_id, ticket_number, order_id, user_id, holder_name, answer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [t.compId, t.number, t.orderId, t.userId, t.holderName, t.answer, t.createdAt],
  );
};

export const soldCount = (db: Db, compId: number): number =>
  num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?', [compId])?.n);

export const addPoints = (db: Db, userId: number, type: string, description: string, points: number, at: string) => {
  db.run('UPDATE users SET points = points + ? WHERE id = ?', [points, userId]);
  db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
    userId,
    type,
    description,
    points,
    at,
  ]);
};

export const addCredit = (db: Db, userId: number, description: string, pence: number, at: string) => {
  db.run('UPDATE users SET site_credit = site_credit + ? WHERE id = ?', [pence, userId]);
  db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
    userId,
    description,
    pence,
    at,
  ]);
};

export const emailOf = (db: Db, userId: number): string | undefined =>
  db.get<{ email: string }>('SELECT email FROM users WHERE id = ?', [userId])?.email;

export const nameOf = (db: Db, userId: number) =>
  db.get<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = ?', [userId]);

/** Instant-win tickets among `numbers` that nobody has won yet, with their prize. */
export const instantHitsAmong = (db: Db, compId: number, numbers: number[]) =>
  db.all<{ ticket_number: number; prize_id: number; title: string; type: string; value: number; image: string }>(
    `SELECT it.ticket_number, it.prize_id, p.title, p.type, p.value, p.image FROM instant_win_tickets it JOIN instant_win_prizes p ON p.id = it.prize_id
     WHERE it.competition_id = ? AND it.win_id IS NULL AND it.ticket_number IN (SELECT value FROM json_each(?))`,
    [compId, JSON.stringify(numbers)],
  );

export interface NewWin {
  userId: number | null;
  winnerName: string;
  compId: number;
  ticket: number;
  kind: 'instant' | 'reward';
  prize: string;
  prizeType: string;
  value: number;
  image: string;
  claimable: boolean;
  at: string;
}
export const insertWin = (db: Db, w: NewWin): number =>
  db.run(
    `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      w.userId,
      w.winnerName,
      w.compId,
      w.ticket,
      w.kind,
      w.prize,
      w.prizeType,
      w.value,
      w.image,
      w.claimable ? 1 : 0,
      w.at,
    ],
  ).id;

export const markInstantWon = (db: Db, compId: number, ticket: number, winId: number): void => {
  db.run('UPDATE instant_win_tickets SET win_id = ? WHERE competition_id = ? AND ticket_number = ?', [
    winId,
    compId,
    ticket,
  ]);
};

export const dueRewardWins = (db: Db, compId: number, percentSold: number) =>
  db.all<{ id: number; title: string; image: string; value: number }>(
    'SELECT id, title, image, value FROM reward_wins WHERE competition_id = ? AND win_id IS NULL AND threshold_percent <= ?',
    [compId, percentSold],
  );

export const accountEntries = (db: Db, compId: number) =>
  db.all<{ ticket_number: number; user_id: number; holder_name: string }>(
    'SELECT ticket_number, user_id, holder_name FROM tickets WHERE competition_id = ? AND user_id IS NOT NULL ORDER BY ticket_number',
    [compId],
  );

export const markRewardWon = (db: Db, rewardId: number, winId: number): void => {
  db.run('UPDATE reward_wins SET win_id = ? WHERE id = ?', [winId, rewardId]);
};

/**
 * Tickets held by open reservations: card orders waiting for their payment whose attempt has not
 * run out (api/README.md "Fairness"). A reservation is a count; it has no ticket numbers.
 */
export const reservedCount = (db: Db, q: { compId: number; now: number; except?: number; userId?: number }): number =>
  num(
    db.get<{ n: number }>(
      `SELECT COALESCE(SUM(l.quantity), 0) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
       JOIN payment_attempts a ON a.order_id = o.id
       WHERE l.competition_id = ? AND o.status = 'pending' AND a.status = 'pending' AND a.expires_ms > ?
         AND o.id != ? AND (? IS NULL OR o.user_id = ?)`,
      [q.compId, q.now, q.except ?? 0, q.userId ?? null, q.userId ?? null],
    )?.n,
  );
