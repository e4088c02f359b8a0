// Links that prove someone reads an address (README "Email ownership"): a sign-up's confirmation and
// an email change's. Each link carries what its own request typed, works once within LINK_MS, and is
// completed with the password (the sign-up's, or the account's for a change): whoever opens a link
// they did not ask for cannot finish it, so an account someone else opened with your address never
// becomes yours with their password. Mails carry fixed text only: nothing a stranger typed.
import { randomBytes } from 'node:crypto';
import { userDetails } from '../account/details';
import { emailUsedByOther } from '../account/repository';
import { mailEmailChanged } from '../account/sensitive';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { minutes, RATE_RULES } from '../ratelimit';
import { HOUR, iso, sha256 } from '../util';
import { deviceOf, issueDevice } from './devices';
import { checkPassword } from './password-check';
import {
  confirmOwner,
  type EmailKeyKind,
  emailKeyFor,
  insertEmailKey,
  type Registration,
  setEmail,
  type UserRow,
  useEmailKey,
  userByEmail,
  userById,
  voidEmailKeys,
  voidResetKeys,
} from './repository';
import { createSession, dropOtherSessions } from './sessions';
import { emailKey, signInBuckets } from './sign-in-limits';

/** Confirmation links work once, within this time. */
export const LINK_MS = 24 * HOUR;

/** The answer to every sign-up and every request for a new link, whatever the address (nothing told apart). */
export const SIGNUP_SENT =
  'Check your email: we have sent you a link to confirm your address and finish creating your account. It works for 24 hours.';
export const RESEND_SENT =
  'If an account is waiting for confirmation at that address, we have sent it a new link. It works for 24 hours.';
const BAD_LINK = 'This link is invalid, has been used or has expired. Please ask for a new one.';

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
 * owner did not ask), and the caller's answer is the same either way.
 */
export function startEmailChange(ctx: Ctx, user: UserRow, email: string): void {
  if (emailUsedByOther(ctx.db, email, user.id)) return;
  voidEmailKeys(ctx.db, user.id, 'change');
  sendLink(ctx, user, 'change', email);
}

/** resend_verification: a new link for an account nobody has confirmed; the same answer for any address. */
export function resendConfirmation(ctx: Ctx, emailInput: string, address: string): void {
  const byEmail = `signup:email:${emailKey(emailInput)}`;
  const byAddress = `signup:address:${address}`;
  ctx.limits.check([
    {
      key: byEmail,
      rule: RATE_RULES.signupEmail,
      message: (m) => `Too many links for this email address. Please check your inbox or try again in ${minutes(m)}.`,
    },
    {
      key: byAddress,
      rule: RATE_RULES.signupAddress,
      message: (m) => `Too many requests from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  ctx.limits.hit(byEmail, RATE_RULES.signupEmail);
  ctx.limits.hit(byAddress, RATE_RULES.signupAddress);
  const user = userByEmail(ctx.db, emailInput.trim());
  if (!user || user.email_verified) return;
  sendSignupLink(ctx, user, {
    passwordHash: user.password_hash,
    first: user.first_name,
    last: user.last_name,
    dateOfBirth: user.date_of_birth,
  });
}

/**
 * verify_email {key, email, password}: the link's address is proved. A sign-up's link confirms the
 * account with that sign-up's password and names, dropping whatever was stored before (the
 * pre-hijack); a change's link moves the account to the new address. Either way the browser is
 * signed in and gets a device token.
 */
export async function confirmEmail(
  ctx: Ctx,
  input: { key: string; email: string; password: string; device?: string },
  address: string,
) {
  const byAddress = `verify:address:${address}`;
  ctx.limits.check([
    {
      key: byAddress,
      rule: RATE_RULES.verifyAddress,
      message: (m) => `Too many invalid links from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  const badLink = () => {
    ctx.limits.hit(byAddress, RATE_RULES.verifyAddress);
    return new ApiError(400, 'shop_bad_link', BAD_LINK);
  };
  const link = emailKeyFor(ctx.db, sha256(input.key), input.email.trim(), iso(ctx.now()));
  if (!link) throw badLink();
  const user = userById(ctx.db, link.user_id);
  // The password checked is the one that goes with the address signed in with afterwards.
  const signInEmail = emailKey(link.kind === 'signup' ? link.email : user.email);
  const device = deviceOf(ctx, signInEmail, input.device);
  const buckets = signInBuckets(signInEmail, address, device);
  const ok = await checkPassword(ctx, {
    client: address,
    buckets,
    password: input.password,
    hash: link.kind === 'signup' ? (link.password_hash ?? undefined) : user.password_hash,
    clearOnMatch: [buckets[0]?.key ?? ''],
  });
  if (!ok) throw new ApiError(401, 'shop_bad_login', 'That password is not correct.');
  const done = ctx.db.tx(() => {
    if (!useEmailKey(ctx.db, link.key_hash)) return false;
    if (link.kind === 'signup') {
      confirmOwner(ctx.db, user.id, {
        passwordHash: link.password_hash ?? undefined,
        first: link.first_name ?? undefined,
        last: link.last_name ?? undefined,
        dateOfBirth: link.date_of_birth ?? undefined,
      });
      // Every other link and session (whoever opened them) ends here.
      voidEmailKeys(ctx.db, user.id);
      voidResetKeys(ctx.db, user.id);
      dropOtherSessions(ctx, user.id);
      return true;
    }
    if (emailUsedByOther(ctx.db, link.email, user.id))
      throw new ApiError(409, 'shop_email_taken', 'This email address now belongs to another account.');
    setEmail(ctx.db, user.id, link.email);
    voidEmailKeys(ctx.db, user.id, 'change');
    // Reset links were mailed to the old address.
    voidResetKeys(ctx.db, user.id);
    mailEmailChanged(ctx, user.email, link.email);
    return true;
  });
  if (!done) throw badLink();
  const fresh = userById(ctx.db, user.id);
  const message =
    link.kind === 'signup'
      ? 'Thank you: your email address is confirmed and your account is ready.'
      : `Thank you: your email address is now ${fresh.email}.`;
  return {
    data: userDetails(ctx, fresh, createSession(ctx, fresh.id)),
    device: issueDevice(ctx, emailKey(fresh.email)),
    message,
  };
}
