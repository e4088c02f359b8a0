// Links that prove someone reads an address (README "Email ownership"): a sign-up's confirmation and
// an email change's. Each link carries what its own request typed, works once within LINK_MS, and is
// completed with the password (sign-in/email-confirmation.ts): whoever opens a link they did not ask
// for cannot finish it. Mails carry fixed text only: nothing a stranger typed.
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context';
import { mail } from '../mail/mailer';
import { HOUR, iso, sha256 } from '../util';
import {
  type EmailKeyKind,
  emailUsedByOther,
  insertEmailKey,
  type Registration,
  type UserRow,
  voidEmailKeys,
} from './repository';

/** Confirmation links work once, within this time. */
export const LINK_MS = 24 * HOUR;

/** The response to every sign-up and every request for a new link, whatever the address (nothing told apart). */
export const SIGNUP_SENT =
  'Check your email: we have sent you a link to confirm your address and finish creating your account. It works for 24 hours.';

function sendLink(ctx: Ctx, user: UserRow, kind: EmailKeyKind, email: string, r?: Registration): void {
  const key = randomBytes(20).toString('hex');
  const now = ctx.now();
  insertEmailKey(
    ctx.db,
    { keyHash: sha256(key), userId: user.id, kind, email, expiresAt: iso(now + LINK_MS), createdAt: iso(now) },
    r,
  );
  // A query on the spec's /auth/login (docs/design-choices.md "Email confirmation").
  const link = `${ctx.storefrontUrl}/auth/login?verify=${key}&email=${encodeURIComponent(email)}`;
  if (kind === 'signup')
    mail(
      ctx,
      email,
      'Confirm your email address',
      `Hello,\n\nSomeone, probably you, asked to open an account with this email address. To finish, open this link within 24 hours and sign in with the password chosen at sign-up:\n\n${link}\n\nIf it was not you, ignore this email: nothing happens without this link.\n`,
      { proof: true },
    );
  else
    mail(
      ctx,
      email,
      'Confirm your new email address',
      `Hello,\n\nSomeone asked to use this email address for their account with us. To confirm it, open this link within 24 hours and sign in with the account's password:\n\n${link}\n\nIf it was not you, ignore this email: nothing changes without this link.\n`,
      { proof: true },
    );
}

/** Mails a sign-up's confirmation link, carrying what that sign-up typed. */
export const sendSignupLink = (ctx: Ctx, user: UserRow, r: Registration): void =>
  sendLink(ctx, user, 'signup', user.email, r);

/**
 * An email change waits for its link. An address that already has an account gets nothing (its
 * owner did not ask), and the caller's response is the same either way.
 */
export function startEmailChange(ctx: Ctx, user: UserRow, email: string): void {
  if (emailUsedByOther(ctx.db, email, user.id)) return;
  voidEmailKeys(ctx.db, user.id, 'change');
  sendLink(ctx, user, 'change', email);
}
