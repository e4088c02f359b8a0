// Tender SQL: the points rate and debits that cannot take a balance below zero.
import type { Db } from '../db';

/** False (and nothing written) when the balance is short: racing checkouts cannot overdraw it. */
export function debitCredit(db: Db, userId: number, pence: number, description: string, at: string): boolean {
  const done = db.run('UPDATE users SET site_credit = site_credit - ? WHERE id = ? AND site_credit >= ?', [
    pence,
    userId,
    pence,
  ]).changes;
  if (done === 0) return false;
  db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
    userId,
    description,
    -pence,
    at,
  ]);
  return true;
}

export function debitPoints(db: Db, userId: number, points: number, description: string, at: string): boolean {
  const done = db.run('UPDATE users SET points = points - ? WHERE id = ? AND points >= ?', [
    points,
    userId,
    points,
  ]).changes;
  if (done === 0) return false;
  db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
    userId,
    'order-redeem',
    description,
    -points,
    at,
  ]);
  return true;
}

/** What a debit took, given back (an order that was never paid). */
export function creditBack(db: Db, userId: number, pence: number, description: string, at: string): void {
  db.run('UPDATE users SET site_credit = site_credit + ? WHERE id = ?', [pence, userId]);
  db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
    userId,
    description,
    pence,
    at,
  ]);
}

export function pointsBack(db: Db, userId: number, points: number, description: string, at: string): void {
  db.run('UPDATE users SET points = points + ? WHERE id = ?', [points, userId]);
  db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
    userId,
    'order-refund',
    description,
    points,
    at,
  ]);
}
