// Sign-in, sign-up, sign-out and password resets (api/README.md "Security rules": growing sign-in
// delays, a generic answer for a taken address, single-use reset links).
import { randomBytes } from 'node:crypto';
import { passwordSchemaProblem } from '../../../shared/src/validation/schemas';
import { userDetails } from '../account/details';
import { dateOfBirthProblem } from '../account/responsible';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { DELAY_RULES, minutes, RATE_RULES } from '../ratelimit';
import { HOUR, iso, sha256, ukDateTime } from '../util';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import {
  insertResetKey,
  insertUser,
  resetKeyUser,
  setPasswordHash,
  useResetKey,
  userByEmail,
  userById,
  voidResetKeys,
} from './repository';
import { createSession, dropOtherSessions, dropSession, requireUser } from './sessions';

/** Reset links work once, within this time. */
export const RESET_KEY_MS = HOUR;

/**
 * The answer to a sign-up with an address that already has an account: it does not say so (the
 * owner is mailed instead), so the form cannot be used to find out who has an account (README).
 */
export const REGISTER_REFUSED =
  'We could not create an account with these details. If you already have an account, sign in or reset your password.';

/** The key rate limits count an email address under (case and spaces do not make a new one). */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** A new password follows the one rule of spec section 5, shared with the forms (400 shop_weak_password). */
export function requireStrongPassword(password: string): void {
  const problem = passwordSchemaProblem(password);
  if (problem) throw new ApiError(400, 'shop_weak_password', problem);
}

/** check-auth: the token is rotated; the old one stops working. */
export function checkAuth(ctx: Ctx, token: string) {
  const user = requireUser(ctx, token);
  return ctx.db.tx(() => {
    dropSession(ctx, token);
    return userDetails(ctx, user, createSession(ctx, user.id));
  });
}

export async function login(ctx: Ctx, input: { email: string; password: string }, address: string) {
  const email = emailKey(input.email);
  const pair = `login:pair:${email}|${address}`;
  const buckets = [
    {
      key: pair,
      rule: DELAY_RULES.loginPair,
      message: (wait: string) =>
        `Too many failed sign-in attempts. Please wait ${wait} before trying again, or reset your password.`,
    },
    {
      key: `login:email:${email}`,
      rule: DELAY_RULES.loginEmail,
      message: (wait: string) =>
        `Too many failed sign-in attempts for this account. Please wait ${wait} before trying again, or reset your password.`,
    },
    {
      key: `login:address:${address}`,
      rule: DELAY_RULES.loginAddress,
      message: (wait: string) =>
        `Too many failed sign-in attempts from your network. Please wait ${wait} before trying again.`,
    },
  ];
  // Checked before the password, so an attempt made too soon costs no hash and changes nothing.
  ctx.limits.checkDelays(buckets);
  const user = userByEmail(ctx.db, input.email.trim());
  // An unknown address costs the same hash as a known one: timing does not reveal accounts.
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
  if (!user || !ok) {
    for (const bucket of buckets) ctx.limits.fail(bucket.key, bucket.rule);
    throw new ApiError(401, 'shop_bad_login', 'Incorrect email address or password.');
  }
  ctx.limits.clear(pair);
  return userDetails(ctx, user, createSession(ctx, user.id));
}

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  date_of_birth: string;
}
export async function register(ctx: Ctx, input: Registration, address: string) {
  const byAddress = `register:address:${address}`;
  ctx.limits.check([
    {
      key: byAddress,
      rule: RATE_RULES.registerAddress,
      message: (m) => `Too many new accounts from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  ctx.limits.hit(byAddress, RATE_RULES.registerAddress);
  const dob = input.date_of_birth.trim();
  const age = dateOfBirthProblem(dob, ukDateTime(ctx.now()).date);
  if (age === 'invalid') throw new ApiError(400, 'shop_invalid_field', 'Please enter your date of birth.');
  if (age === 'under_age') throw new ApiError(400, 'shop_under_age', 'You must be 18 or over to open an account.');
  requireStrongPassword(input.password);
  const email = input.email.trim();
  // Hashed before the look-up, so a taken address is not answered sooner than a free one.
  const passwordHash = await hashPassword(input.password);
  const existing = userByEmail(ctx.db, email);
  if (existing) {
    mail(
      ctx,
      existing.email,
      'Someone tried to open an account with your email address',
      `Hi ${existing.first_name},\n\nSomeone tried to open a new account with this email address, which already has an account with us. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you need do nothing.\n`,
    );
    throw new ApiError(409, 'shop_registration_failed', REGISTER_REFUSED);
  }
  const first = input.first_name.trim();
  const last = input.last_name.trim();
  const id = insertUser(ctx.db, { email, passwordHash, first, last, dateOfBirth: dob, createdAt: iso(ctx.now()) });
  return userDetails(ctx, userById(ctx.db, id), createSession(ctx, id));
}

export function logout(ctx: Ctx, token: string): void {
  requireUser(ctx, token);
  dropSession(ctx, token);
}

export function forgotPassword(ctx: Ctx, emailInput: string, address: string): void {
  const byEmail = `forgot:email:${emailKey(emailInput)}`;
  const byAddress = `forgot:address:${address}`;
  // Counted whether or not an account exists, so the answer reveals nothing.
  ctx.limits.check([
    {
      key: byEmail,
      rule: RATE_RULES.forgotEmail,
      message: (m) =>
        `Too many password reset requests for this email address. Please check your inbox or try again in ${minutes(m)}.`,
    },
    {
      key: byAddress,
      rule: RATE_RULES.forgotAddress,
      message: (m) => `Too many password reset requests from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  ctx.limits.hit(byEmail, RATE_RULES.forgotEmail);
  ctx.limits.hit(byAddress, RATE_RULES.forgotAddress);
  const user = userByEmail(ctx.db, emailInput.trim());
  if (!user) return;
  const key = randomBytes(20).toString('hex');
  insertResetKey(ctx.db, sha256(key), user.id, iso(ctx.now() + RESET_KEY_MS));
  const link = `${ctx.storefrontUrl}/auth/reset/password?key=${key}&email=${encodeURIComponent(user.email)}`;
  mail(
    ctx,
    user.email,
    'Reset your password',
    `Hi ${user.first_name},\n\nSomeone asked to reset the password of your account. The link works once, within one hour:\n\n${link}\n\nIf it was not you, ignore this email.\n`,
  );
}

export async function resetPassword(
  ctx: Ctx,
  input: { key: string; email: string; password: string },
  address: string,
) {
  const byEmail = `reset:email:${emailKey(input.email)}`;
  const byAddress = `reset:address:${address}`;
  ctx.limits.check([
    {
      key: byEmail,
      rule: RATE_RULES.resetEmail,
      message: (m) => `Too many attempts to reset this password. Please try again in ${minutes(m)}.`,
    },
    {
      key: byAddress,
      rule: RATE_RULES.resetAddress,
      message: (m) => `Too many password reset attempts from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  requireStrongPassword(input.password);
  const badKey = (): ApiError => {
    ctx.limits.hit(byEmail, RATE_RULES.resetEmail);
    ctx.limits.hit(byAddress, RATE_RULES.resetAddress);
    return new ApiError(
      400,
      'shop_bad_reset_key',
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );
  };
  const keyHash = sha256(input.key);
  const userId = resetKeyUser(ctx.db, keyHash, iso(ctx.now()), input.email.trim());
  if (userId === undefined) throw badKey();
  const hash = await hashPassword(input.password);
  const used = ctx.db.tx(() => {
    if (!useResetKey(ctx.db, keyHash, iso(ctx.now()))) return false;
    setPasswordHash(ctx.db, userId, hash);
    // Every other reset link of the account dies with this one, and every session ends.
    voidResetKeys(ctx.db, userId);
    dropOtherSessions(ctx, userId);
    return true;
  });
  if (!used) throw badKey();
  // The owner proved control of the mailbox: failed sign-ins no longer slow the account down.
  ctx.limits.clear(`login:email:${emailKey(input.email)}`);
  ctx.limits.clearPrefix(`login:pair:${emailKey(input.email)}|`);
}
