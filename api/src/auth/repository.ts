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
  /** 1 once the owner of the address opened a confirmation link or reset the password. */
  email_verified: number;
}

export const userById = (db: Db, id: number): UserRow =>
  db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]) as UserRow;

export const userByEmail = (db: Db, email: string): UserRow | undefined =>
  db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email]);

/** What a sign-up typed (kept on an unconfirmed account and on each of its confirmation links). */
export interface Registration {
  passwordHash: string;
  first: string;
  last: string;
  dateOfBirth: string;
}
export interface NewUser extends Registration {
  email: string;
  createdAt: string;
}
/** A new account, unconfirmed until its link is opened. */
export function insertUser(db: Db, u: NewUser): number {
  return db.run(
    'INSERT INTO users (email, password_hash, first_name, last_name, display_name, nickname, billing, created_at, date_of_birth, email_verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
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

/** A later sign-up with the address of an account nobody has confirmed replaces what the earlier one typed. */
export const replaceRegistration = (db: Db, userId: number, r: Registration): void => {
  db.run(
    'UPDATE users SET password_hash = ?, first_name = ?, last_name = ?, display_name = ?, nickname = ?, date_of_birth = ? WHERE id = ? AND email_verified = 0',
    [r.passwordHash, r.first, r.last, `${r.first} ${r.last}`, r.first, r.dateOfBirth, userId],
  );
};

/**
 * The owner proved the address (their confirmation link, or a password reset): the account is
 * confirmed, and whatever was stored while nobody had proved it (bank details, billing, safer-play
 * settings, profile text) is dropped; the password and names become those of the owner's sign-up
 * (`r`), or stay when the proof was a reset (which sets the password itself).
 */
export function confirmOwner(db: Db, userId: number, r: Partial<Registration>): void {
  const u = userById(db, userId);
  const first = r.first ?? u.first_name;
  const last = r.last ?? u.last_name;
  db.run(
    `UPDATE users SET email_verified = 1, password_hash = ?, first_name = ?, last_name = ?, date_of_birth = ?,
       display_name = ?, nickname = ?, description = '', billing = ?, bank_account = NULL, bank_sort_code = NULL,
       limit_duration = '', limit_value = 0, lockout_period = '', locked_until = NULL,
       pending_limit_duration = '', pending_limit_value = 0, pending_limit_at = NULL
     WHERE id = ? AND email_verified = 0`,
    [
      r.passwordHash ?? u.password_hash,
      first,
      last,
      r.dateOfBirth ?? u.date_of_birth,
      `${first} ${last}`,
      first,
      JSON.stringify({ first_name: first, last_name: last, email: u.email }),
      userId,
    ],
  );
}

export const setEmail = (db: Db, userId: number, email: string): void => {
  db.run('UPDATE users SET email = ? WHERE id = ?', [email, userId]);
};

/** A link that proves an address: a sign-up's confirmation ('signup') or an email change's ('change'). */
export type EmailKeyKind = 'signup' | 'change';
export interface EmailKeyRow {
  key_hash: string;
  user_id: number;
  kind: EmailKeyKind;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
}

export function insertEmailKey(
  db: Db,
  k: { keyHash: string; userId: number; kind: EmailKeyKind; email: string; expiresAt: string; createdAt: string },
  r?: Registration,
): void {
  db.run(
    'INSERT INTO email_keys (key_hash, user_id, kind, email, password_hash, first_name, last_name, date_of_birth, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      k.keyHash,
      k.userId,
      k.kind,
      k.email,
      r?.passwordHash ?? null,
      r?.first ?? null,
      r?.last ?? null,
      r?.dateOfBirth ?? null,
      k.expiresAt,
      k.createdAt,
    ],
  );
}

/** An unused, unexpired link for `email`. */
export const emailKeyFor = (db: Db, keyHash: string, email: string, nowIso: string): EmailKeyRow | undefined =>
  db.get<EmailKeyRow>('SELECT * FROM email_keys WHERE key_hash = ? AND email = ? AND used = 0 AND expires_at > ?', [
    keyHash,
    email,
    nowIso,
  ]);

/** Marks a link used; false when it already was (a racing confirmation). */
export const useEmailKey = (db: Db, keyHash: string): boolean =>
  db.run('UPDATE email_keys SET used = 1 WHERE key_hash = ? AND used = 0', [keyHash]).changes > 0;

/** Voids every outstanding link of an account (of one kind, or all). */
export const voidEmailKeys = (db: Db, userId: number, kind?: EmailKeyKind): void => {
  if (kind) db.run('UPDATE email_keys SET used = 1 WHERE user_id = ? AND kind = ?', [userId, kind]);
  else db.run('UPDATE email_keys SET used = 1 WHERE user_id = ?', [userId]);
};

/** True when another account has this address. */
export const emailUsedByOther = (db: Db, email: string, userId: number): boolean =>
  !!db.get<{ id: number }>('SELECT id FROM users WHERE email = ? AND id != ?', [email, userId]);
