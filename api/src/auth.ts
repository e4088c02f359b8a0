import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ApiError, type Ctx } from './context';
import { pendingLimit, withActiveLimit } from './responsible';
import type { UserDetailsAnswer } from './types';
import { DAY, HOUR, iso, num, parseJson, sha256, str } from './util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1 };
export const SESSION_MS = 30 * DAY;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...SCRYPT, N: Number(n) });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

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

/** Opaque random session token; only its SHA-256 is stored. */
export function createSession(ctx: Ctx, userId: number, token = randomBytes(24).toString('base64url')): string {
  const now = ctx.now();
  ctx.db.run('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)', [
    sha256(token),
    userId,
    iso(now + SESSION_MS),
    iso(now),
  ]);
  return token;
}

export function userForToken(ctx: Ctx, token: unknown): UserRow | undefined {
  if (typeof token !== 'string' || token.length < 8 || token.length > 200) return undefined;
  return ctx.db.get<UserRow>(
    'SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
    [sha256(token), iso(ctx.now())],
  );
}

/** The signed-in user of a request body's token, or 401. */
export function requireUser(ctx: Ctx, token: unknown): UserRow {
  const user = userForToken(ctx, token);
  if (!user)
    throw new ApiError(
      401,
      'shop_invalid_token',
      'Your session has expired or the token is invalid. Please sign in again.',
    );
  return user;
}

export function dropSession(ctx: Ctx, token: string): void {
  ctx.db.run('DELETE FROM sessions WHERE token_hash = ?', [sha256(token)]);
}

/** Signs the user out everywhere except (optionally) the session of `keepToken`. */
export function dropOtherSessions(ctx: Ctx, userId: number, keepToken?: string): void {
  if (keepToken) ctx.db.run('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?', [userId, sha256(keepToken)]);
  else ctx.db.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
}

/**
 * The only form of a person's name the provider publishes (winners, results, instant wins):
 * first name + initial of the last name ("Sarah J."). Never an email address.
 */
export function publicName(first: string, last = ''): string {
  const clean = (t: string) => t.replace(/\S*@\S*/g, '').trim();
  const f = clean(first).split(/\s+/)[0]?.slice(0, 40) ?? '';
  const l = clean(last).charAt(0).toUpperCase();
  if (!f) return l ? `${l}.` : 'A winner';
  return l ? `${f} ${l}.` : f;
}

/** A stored display name ("Sarah Jones", "Sarah J.", "sarah@x.co.uk") reduced to publicName form. */
export function publicNameOf(stored: string | null): string | null {
  if (stored === null) return null;
  const words = stored
    .replace(/\S*@\S*/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'A winner';
  return publicName(words[0] ?? '', words.length > 1 ? (words[words.length - 1] ?? '') : '');
}

const PERIODS: Record<string, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY };
const LOCKOUTS: Record<string, number> = {
  '24_hours': DAY,
  '7_days': 7 * DAY,
  '30_days': 30 * DAY,
  '6_months': 182 * DAY,
  '1_hour': HOUR,
};
export const LIMIT_DURATIONS = ['', 'daily', 'weekly', 'monthly'] as const;
export const LOCKOUT_PERIODS = ['', '1_hour', '24_hours', '7_days', '30_days', '6_months'] as const;
export const lockoutMs = (period: string): number => LOCKOUTS[period] ?? 0;

/** Pence spent by the user inside the current spend-limit window. */
export function currentSpending(ctx: Ctx, user: UserRow, now = Date.now()): number {
  const window = PERIODS[user.limit_duration];
  if (!window) return 0;
  return num(
    ctx.db.get<{ n: number }>(
      "SELECT COALESCE(SUM(total), 0) AS n FROM orders WHERE user_id = ? AND created_at > ? AND status IN ('processing', 'completed')",
      [user.id, iso(now - window)],
    )?.n,
  );
}

export function isLocked(user: UserRow, now = Date.now()): boolean {
  return !!user.locked_until && Date.parse(user.locked_until) > now;
}

export function userDetails(ctx: Ctx, row: UserRow, token: string): UserDetailsAnswer {
  const now = ctx.now();
  const user = withActiveLimit(row, now);
  const b = parseJson<Record<string, string>>(user.billing, {});
  const locked = isLocked(user, now);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    name: user.display_name || `${user.first_name} ${user.last_name}`.trim(),
    nickname: user.nickname || user.first_name,
    description: user.description,
    token,
    billing_phone: str(b.phone),
    billing_address_1: str(b.address_1),
    billing_address_2: str(b.address_2),
    billing_city: str(b.city),
    billing_company: str(b.company),
    billing_country: 'GB',
    billing_email: str(b.email) || user.email,
    billing_first_name: str(b.first_name) || user.first_name,
    billing_last_name: str(b.last_name) || user.last_name,
    billing_postcode: str(b.postcode),
    billing_state: str(b.state),
    limit_duration: user.limit_duration,
    limit_value: num(user.limit_value) / 100,
    lockout_period: user.lockout_period,
    current_spending: currentSpending(ctx, user, now) / 100,
    lock_account: locked,
    locking_period: locked ? str(user.locked_until) : '',
    ...pendingLimit(user),
  };
}

export function maskAccount(account: string | null): string {
  if (!account) return '';
  return `****${account.slice(-4)}`;
}
