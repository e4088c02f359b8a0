// Payment-attempt SQL: one row per idempotency key, naming the held order and how it ended.

import type { AnswerBase } from '../checkout/answer';
import type { PlacedOrder } from '../checkout/place-order';
import type { Tender } from '../checkout/tender';
import type { Db } from '../db';
import { num, parseJson, str } from '../util';

export type AttemptStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface Attempt {
  key: string;
  userId: number;
  cartId: string;
  orderId: number;
  token: string;
  intentId: string | null;
  status: AttemptStatus;
  placed: PlacedOrder;
  base: AnswerBase;
  /** The credit and points the held order took; the card pays `amountToPay`. */
  tender: Tender | null;
  /** paid: the checkout answer; failed or expired: the message. */
  result: unknown;
  createdMs: number;
}

type Row = Record<string, unknown>;
const attemptOf = (r: Row): Attempt => ({
  ...parseJson<{ placed: PlacedOrder; base: AnswerBase; tender: Tender | null }>(r.placed, {
    placed: {} as PlacedOrder,
    base: {} as AnswerBase,
    tender: null,
  }),
  key: str(r.idempotency_key),
  userId: num(r.user_id),
  cartId: str(r.cart_id),
  orderId: num(r.order_id),
  token: str(r.token),
  intentId: r.intent_id ? str(r.intent_id) : null,
  status: str(r.status) as AttemptStatus,
  result: parseJson<unknown>(r.result, null),
  createdMs: num(r.created_ms),
});

export function findAttempt(db: Db, key: string): Attempt | null {
  const row = db.get<Row>('SELECT * FROM payment_attempts WHERE idempotency_key = ?', [key]);
  return row ? attemptOf(row) : null;
}

export function insertAttempt(db: Db, a: Omit<Attempt, 'intentId' | 'status' | 'result'>): void {
  db.run(
    `INSERT INTO payment_attempts (idempotency_key, user_id, cart_id, order_id, token, status, placed, created_ms)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    [
      a.key,
      a.userId,
      a.cartId,
      a.orderId,
      a.token,
      JSON.stringify({ placed: a.placed, base: a.base, tender: a.tender }),
      a.createdMs,
    ],
  );
}

export function noteIntent(db: Db, key: string, intentId: string): void {
  db.run('UPDATE payment_attempts SET intent_id = ? WHERE idempotency_key = ?', [intentId, key]);
}

export function finishAttempt(db: Db, key: string, status: AttemptStatus, result: unknown): void {
  db.run('UPDATE payment_attempts SET status = ?, result = ? WHERE idempotency_key = ?', [
    status,
    JSON.stringify(result),
    key,
  ]);
}

/** Keys of attempts still pending that started before `beforeMs`. */
export const stalePendingKeys = (db: Db, beforeMs: number): string[] =>
  db
    .all<Row>("SELECT idempotency_key FROM payment_attempts WHERE status = 'pending' AND created_ms < ?", [beforeMs])
    .map((r) => str(r.idempotency_key));

export function markOrderPaid(db: Db, orderId: number): void {
  db.run("UPDATE orders SET status = 'processing' WHERE id = ? AND status = 'pending'", [orderId]);
}

/** An unpaid order is removed: its tickets go back to the pool and its coupon use to the shopper. */
export function releaseOrder(db: Db, orderId: number): void {
  db.run("DELETE FROM orders WHERE id = ? AND status = 'pending'", [orderId]);
}
