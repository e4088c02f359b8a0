// Payment-attempt SQL: one row per checkout attempt (its key scoped to the account and basket),
// naming the reserved order, when the reservation ends and how the attempt ended.

import type { Db } from '../db';
import type { CardSource } from '../payments/contract';
import { parseJson } from '../util';
import type { OrderResponseBase } from './order-response';
import type { PlacedOrder, SettleInput } from './place-order';
import type { Tender } from './tender';

/**
 * pending: the order is reserved while the payment is decided; paid; failed (the payment service
 * said no); expired (not finished in time); superseded (the account started another attempt);
 * closed (the competition closed first); refused (the payment came back but a rule no longer held).
 */
export type AttemptStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'superseded' | 'closed' | 'refused';

/** A payment-service call the shop still owes an intent: take the money, or void the authorization. */
export type Owed = 'capture' | 'void';

/** Why an attempt did not end paid, as its checkout returns it (every resend gets the same). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  data?: Record<string, unknown>;
}

export interface Attempt {
  key: string;
  userId: number;
  cartId: string;
  orderId: number;
  /** What pays: a single-use token, or a saved card of the account's customer. */
  source: CardSource;
  intentId: string | null;
  status: AttemptStatus;
  placed: PlacedOrder;
  base: OrderResponseBase;
  /** The credit and points the reserved order took; the card pays `amountToPay`. */
  tender: Tender | null;
  /** Who the tickets will name and the responses they carry, decided when the payment is. */
  entry: SettleInput;
  /** paid: the checkout response; otherwise the refusal (older rows: the message). */
  result: unknown;
  createdMs: number;
  expiresMs: number;
  owed: Owed | null;
}

/** A payment_attempts row as SQLite gives it. */
interface AttemptRow {
  idempotency_key: string;
  user_id: number;
  cart_id: string;
  order_id: number;
  token: string;
  intent_id: string | null;
  status: AttemptStatus;
  placed: string;
  result: string | null;
  created_ms: number;
  expires_ms: number;
  owed: Owed | null;
}
const attemptOf = (r: AttemptRow): Attempt => {
  const stored = parseJson<{
    placed: PlacedOrder;
    base: OrderResponseBase;
    tender: Tender | null;
    entry?: SettleInput;
    source?: CardSource;
  }>(r.placed, { placed: {} as PlacedOrder, base: {} as OrderResponseBase, tender: null });
  return {
    ...stored,
    entry: stored.entry ?? { userId: r.user_id, holderName: '', lines: [] },
    source: stored.source ?? { token: r.token },
    key: r.idempotency_key,
    userId: r.user_id,
    cartId: r.cart_id,
    orderId: r.order_id,
    intentId: r.intent_id || null,
    status: r.status,
    result: parseJson<unknown>(r.result, null),
    createdMs: r.created_ms,
    expiresMs: r.expires_ms,
    owed: r.owed || null,
  };
};

export function findAttempt(db: Db, key: string): Attempt | null {
  const row = db.get<AttemptRow>('SELECT * FROM payment_attempts WHERE idempotency_key = ?', [key]);
  return row ? attemptOf(row) : null;
}

/** The attempt that reserved an order (one order, one attempt), or null. */
export const attemptKeyOfOrder = (db: Db, orderId: number): string | null =>
  db.get<{ key: string }>('SELECT idempotency_key AS key FROM payment_attempts WHERE order_id = ?', [orderId])?.key ??
  null;

export function insertAttempt(
  db: Db,
  a: Omit<Attempt, 'intentId' | 'status' | 'result' | 'owed'> & { expiresMs: number },
): void {
  db.run(
    `INSERT INTO payment_attempts (idempotency_key, user_id, cart_id, order_id, token, status, placed, created_ms, expires_ms)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    [
      a.key,
      a.userId,
      a.cartId,
      a.orderId,
      a.source.token ?? a.source.paymentMethod ?? '',
      JSON.stringify({ placed: a.placed, base: a.base, tender: a.tender, entry: a.entry, source: a.source }),
      a.createdMs,
      a.expiresMs,
    ],
  );
}

/** The payment service named the attempt's intent; `challenged`: it asked for a bank check. */
export function noteIntent(db: Db, key: string, intentId: string, challenged: boolean): void {
  db.run('UPDATE payment_attempts SET intent_id = ?, challenged = MAX(challenged, ?) WHERE idempotency_key = ?', [
    intentId,
    challenged ? 1 : 0,
    key,
  ]);
}

/** Ends a pending attempt; only a pending one, so two endings never both happen. */
export function finishAttempt(db: Db, key: string, status: AttemptStatus, result: unknown, owed: Owed | null): boolean {
  return (
    db.run(
      "UPDATE payment_attempts SET status = ?, result = ?, owed = ? WHERE idempotency_key = ? AND status = 'pending'",
      [status, JSON.stringify(result), owed, key],
    ).changes === 1
  );
}

export function setOwed(db: Db, key: string, owed: Owed | null): void {
  db.run('UPDATE payment_attempts SET owed = ? WHERE idempotency_key = ?', [owed, key]);
}

/** Keys of pending attempts whose reservation has run out. */
export const expiredPendingKeys = (db: Db, nowMs: number): string[] =>
  db
    .all<{ key: string }>(
      "SELECT idempotency_key AS key FROM payment_attempts WHERE status = 'pending' AND expires_ms <= ?",
      [nowMs],
    )
    .map((r) => r.key);

/** The account's open attempts (at most one once a new attempt has started). */
export const pendingKeysOf = (db: Db, userId: number): string[] =>
  db
    .all<{ key: string }>(
      "SELECT idempotency_key AS key FROM payment_attempts WHERE user_id = ? AND status = 'pending'",
      [userId],
    )
    .map((r) => r.key);

/** Pending attempts whose reserved order has a line of the competition. */
export const pendingKeysHolding = (db: Db, compId: number): string[] =>
  db
    .all<{ key: string }>(
      `SELECT a.idempotency_key AS key FROM payment_attempts a WHERE a.status = 'pending'
       AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = a.order_id AND l.competition_id = ?)`,
      [compId],
    )
    .map((r) => r.key);

/** Bank checks the account started since `sinceMs` that did not end paid. */
export const unpaidChecksSince = (db: Db, userId: number, sinceMs: number): number =>
  db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM payment_attempts WHERE user_id = ? AND challenged = 1 AND created_ms > ?
     AND status NOT IN ('pending', 'paid')`,
    [userId, sinceMs],
  )?.n ?? 0;

/** The oldest of those checks' start times (when the account may start another). */
export const oldestUnpaidCheckSince = (db: Db, userId: number, sinceMs: number): number =>
  db.get<{ t: number | null }>(
    `SELECT MIN(created_ms) AS t FROM payment_attempts WHERE user_id = ? AND challenged = 1 AND created_ms > ?
     AND status NOT IN ('pending', 'paid')`,
    [userId, sinceMs],
  )?.t ?? 0;

/** Attempts with a payment-service call still owed. */
export const owedKeys = (db: Db): string[] =>
  db
    .all<{ key: string }>('SELECT idempotency_key AS key FROM payment_attempts WHERE owed IS NOT NULL')
    .map((r) => r.key);

export function markOrderPaid(db: Db, orderId: number): void {
  db.run("UPDATE orders SET status = 'processing' WHERE id = ? AND status = 'pending'", [orderId]);
}

/** An unpaid order is removed: its reservation ends and its coupon use goes back to the shopper. */
export function releaseOrder(db: Db, orderId: number): void {
  db.run("DELETE FROM orders WHERE id = ? AND status = 'pending'", [orderId]);
}
