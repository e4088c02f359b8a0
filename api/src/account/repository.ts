// Account SQL: profile, billing, bank details, safer-play limits, points and credit logs, coupons.
import type { CouponRow } from '../cart/repository';
import type { Db } from '../db';
import { num, parseJson } from '../util';

/** Pence spent in paid orders since a time (the spend-limit window). */
export const spentSince = (db: Db, userId: number, sinceIso: string, nowMs: number, exceptOrderId: number): number =>
  num(
    db.get<{ n: number }>(
      `SELECT COALESCE(SUM(o.total), 0) AS n FROM orders o WHERE o.user_id = ? AND o.created_at > ? AND o.id != ?
       AND (o.status IN ('processing', 'completed')
         OR (o.status = 'pending' AND EXISTS (SELECT 1 FROM payment_attempts a
               WHERE a.order_id = o.id AND a.status = 'pending' AND a.expires_ms > ?)))`,
      [userId, sinceIso, exceptOrderId, nowMs],
    )?.n,
  );

/** The active spend limit and the pending change (an empty duration and null time: none). */
export function setLimits(
  db: Db,
  userId: number,
  active: { duration: string; value: number },
  pending: { duration: string; value: number; at: string | null },
): void {
  db.run(
    'UPDATE users SET limit_duration = ?, limit_value = ?, pending_limit_duration = ?, pending_limit_value = ?, pending_limit_at = ? WHERE id = ?',
    [active.duration, active.value, pending.duration, pending.value, pending.at, userId],
  );
}

export const setLockout = (db: Db, userId: number, period: string, lockedUntil: string | null): void => {
  db.run('UPDATE users SET lockout_period = ?, locked_until = ? WHERE id = ?', [period, lockedUntil, userId]);
};

export interface ProfileChange {
  first: string;
  last: string;
  displayName: string;
  /** null keeps the password. */
  passwordHash: string | null;
}
export const updateProfile = (db: Db, userId: number, p: ProfileChange): void => {
  db.run(
    'UPDATE users SET first_name = ?, last_name = ?, display_name = ?, password_hash = COALESCE(?, password_hash) WHERE id = ?',
    [p.first, p.last, p.displayName, p.passwordHash, userId],
  );
};

export const updateNameAndBilling = (
  db: Db,
  userId: number,
  first: string,
  last: string,
  billing: Record<string, string>,
): void => {
  db.run('UPDATE users SET first_name = ?, last_name = ?, billing = ? WHERE id = ?', [
    first,
    last,
    JSON.stringify(billing),
    userId,
  ]);
};

export const setBank = (db: Db, userId: number, account: string, sortCode: string): void => {
  db.run('UPDATE users SET bank_account = ?, bank_sort_code = ? WHERE id = ?', [account, sortCode, userId]);
};

export const pointsCount = (db: Db, userId: number): number =>
  num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM points_log WHERE user_id = ?', [userId])?.n);

export const pointsPage = (db: Db, userId: number, limit: number, offset: number) =>
  db.all<{ type: string; description: string; points: number; created_at: string }>(
    'SELECT type, description, points, created_at FROM points_log WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    [userId, limit, offset],
  );

export const creditLog = (db: Db, userId: number) =>
  db.all<{ description: string; amount: number; created_at: string }>(
    'SELECT description, amount, created_at FROM credit_log WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    [userId],
  );

export const couponsOf = (db: Db, userId: number): CouponRow[] =>
  db.all<CouponRow>('SELECT * FROM coupons WHERE user_id = ? ORDER BY code', [userId]);

/** The address of the account's last paid order becomes its saved billing address (a returning shopper's prefill). */
export function saveBilling(db: Db, userId: number, billing: Record<string, string>): void {
  const keep = ['first_name', 'last_name', 'email', 'phone', 'address_1', 'address_2', 'city', 'state', 'postcode'];
  const row = db.get<{ billing: string }>('SELECT billing FROM users WHERE id = ?', [userId]);
  const current = parseJson<Record<string, string>>(row?.billing, {});
  for (const k of keep) if (billing[k]) current[k] = billing[k];
  db.run('UPDATE users SET billing = ? WHERE id = ?', [JSON.stringify(current), userId]);
}

/** The account's customer at the payment service (saved cards), or null. */
export const customerIdOf = (db: Db, userId: number): string | null => {
  const customer = db.get<{ c: string | null }>('SELECT payment_customer AS c FROM users WHERE id = ?', [userId])?.c;
  return customer || null;
};

export function setCustomerId(db: Db, userId: number, customer: string): void {
  db.run('UPDATE users SET payment_customer = ? WHERE id = ? AND payment_customer IS NULL', [customer, userId]);
}
