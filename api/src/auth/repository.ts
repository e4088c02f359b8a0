// Accounts, sessions and reset links: the SQL of sign-in, sign-up and password resets.
import type { Db } from '../db';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  nickname: string;
  description: string;
  billing: string;
  points: number;
  site_credit: number;
  bank_account: string | null;
  bank_sort_code: string | null;
  limit_duration: string;
  limit_value: number;
  lockout_period: string;
  locked_until: string | null;
  created_at: string;
  date_of_birth: string;
  pending_limit_duration: string;
  pending_limit_value: number;
  pending_limit_at: string | null;
}

export const userById = (db: Db, id: number): UserRow =>
  db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]) as UserRow;

export const userByEmail = (db: Db, email: string): UserRow | undefined =>
  db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email]);

export interface NewUser {
  email: string;
  passwordHash: string;
  first: string;
  last: string;
  dateOfBirth: string;
  createdAt: string;
}
export function insertUser(db: Db, u: NewUser): number {
  return db.run(
    'INSERT INTO users (email, password_hash, first_name, last_name, display_name, nickname, billing, created_at, date_of_birth) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      u.email,
      u.passwordHash,
      u.first,
      u.last,
      `${u.first} ${u.last}`,
      u.first,
      JSON.stringify({ first_name: u.first, last_name: u.last, email: u.email }),
      u.createdAt,
      u.dateOfBirth,
    ],
  ).id;
}

export const setPasswordHash = (db: Db, userId: number, hash: string): void => {
  db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hash, userId]);
};

export const insertSession = (
  db: Db,
  tokenHash: string,
  userId: number,
  expiresAt: string,
  createdAt: string,
): void => {
  db.run('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)', [
    tokenHash,
    userId,
    expiresAt,
    createdAt,
  ]);
};

export const sessionUser = (db: Db, tokenHash: string, nowIso: string): UserRow | undefined =>
  db.get<UserRow>(
    'SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
    [tokenHash, nowIso],
  );

export const deleteSession = (db: Db, tokenHash: string): void => {
  db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash]);
};

export function deleteOtherSessions(db: Db, userId: number, keepTokenHash?: string): void {
  if (keepTokenHash) db.run('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?', [userId, keepTokenHash]);
  else db.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
}

export const insertResetKey = (db: Db, keyHash: string, userId: number, expiresAt: string): void => {
  db.run('INSERT INTO reset_keys (key_hash, user_id, expires_at) VALUES (?, ?, ?)', [keyHash, userId, expiresAt]);
};

/** The account of a reset link that is unused, unexpired and was mailed to `email`. */
export const resetKeyUser = (db: Db, keyHash: string, nowIso: string, email: string): number | undefined =>
  db.get<{ user_id: number }>(
    'SELECT r.user_id FROM reset_keys r JOIN users u ON u.id = r.user_id WHERE r.key_hash = ? AND r.used = 0 AND r.expires_at > ? AND u.email = ?',
    [keyHash, nowIso, email],
  )?.user_id;

/** Marks a reset link used; false when it was already used or has expired (a racing reset). */
export const useResetKey = (db: Db, keyHash: string, nowIso: string): boolean =>
  db.run('UPDATE reset_keys SET used = 1 WHERE key_hash = ? AND used = 0 AND expires_at > ?', [keyHash, nowIso])
    .changes > 0;

/** Voids every outstanding reset link of an account. */
export const voidResetKeys = (db: Db, userId: number): void => {
  db.run('UPDATE reset_keys SET used = 1 WHERE user_id = ?', [userId]);
};
