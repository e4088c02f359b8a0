// Session tokens: opaque random strings, 30 days; only their SHA-256 is stored (api/README.md).
import { randomBytes } from 'node:crypto';
import { ApiError, type Ctx } from '../context';

/** What sessions need: the database and the clock. */
type Sessions = Pick<Ctx, 'db' | 'now'>;

import { DAY, iso, sha256 } from '../util';
import { deleteOtherSessions, deleteSession, insertSession, sessionUser, type UserRow } from './repository';

export const SESSION_MS = 30 * DAY;

export function createSession(ctx: Sessions, userId: number, token = randomBytes(24).toString('base64url')): string {
  const now = ctx.now();
  insertSession(ctx.db, sha256(token), userId, iso(now + SESSION_MS), iso(now));
  return token;
}

export function userForToken(ctx: Sessions, token: unknown): UserRow | undefined {
  if (typeof token !== 'string' || token.length < 8 || token.length > 200) return undefined;
  return sessionUser(ctx.db, sha256(token), iso(ctx.now()));
}

/** The signed-in user of a request body's token, or 401. */
export function requireUser(ctx: Sessions, token: unknown): UserRow {
  const user = userForToken(ctx, token);
  if (!user)
    throw new ApiError(
      401,
      'shop_invalid_token',
      'Your session has expired or the token is invalid. Please sign in again.',
    );
  return user;
}

export const dropSession = (ctx: Sessions, token: string): void => deleteSession(ctx.db, sha256(token));

/** Signs the user out everywhere except (optionally) the session of `keepToken`. */
export const dropOtherSessions = (ctx: Sessions, userId: number, keepToken?: string): void =>
  deleteOtherSessions(ctx.db, userId, keepToken ? sha256(keepToken) : undefined);

/**
 * An account whose owner has not confirmed its address cannot pay, save bank details or post in the
 * chat (README "Email ownership"): 403 shop_email_unconfirmed.
 */
export function requireVerified(user: UserRow): void {
  if (!user.email_verified)
    throw new ApiError(
      403,
      'shop_email_unconfirmed',
      'Please confirm your email address first: open the link we sent you, or ask for a new one on the sign-in page.',
    );
}
