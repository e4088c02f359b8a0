// Account SQL: profile, billing, bank details, safer-play limits, points and credit logs, coupons.
import type { CouponRow } from '../cart/repository';
import type { Db } from '../db';
import { num } from '../util';

/** Pence spent in paid orders since a time (the spend-limit window). */
export const spentSince = (db: Db, userId: number, sinceIso: string): number =>
  num(
    db.get<{ n: number }>(
      "SELECT COALESCE(SUM(total), 0) AS n FROM orders WHERE user_id = ? AND created_at > ? AND status IN ('processing', 'completed')",
      [userId, sinceIso],
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

export const emailUsedByOther = (db: Db, email: string, userId: number): boolean =>
  !!db.get<{ id: number }>('SELECT id FROM users WHERE email = ? AND id != ?', [email, userId]);

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
