// Sign-in, sign-up, sign-out and password resets (api/README.md "Security rules": sign-in limits that
// never lock the owner out of their own browser, one response for every sign-up, single-use reset links).
import { randomBytes } from 'node:crypto';
import { userDetails } from '../account/details';
import { dateOfBirthProblem } from '../account/responsible';
import { deviceOf, issueDevice } from '../auth/devices';
import { SIGNUP_SENT, sendSignupLink } from '../auth/email-links';
import { checkPassword, hashNewPassword, requireStrongPassword } from '../auth/password-check';
import {
  confirmOwner,
  insertResetKey,
  insertUser,
  replaceRegistration,
  resetKeyUser,
  setPasswordHash,
  useResetKey,
  userByEmail,
  userById,
  voidEmailKeys,
  voidResetKeys,
} from '../auth/repository';
import { createSession, dropOtherSessions, dropSession, requireUser } from '../auth/sessions';
import { emailKey, signInBuckets } from '../auth/sign-in-limits';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { minutes, RATE_RULES } from '../ratelimit';
import { HOUR, iso, sha256, ukDateTime } from '../util';

/** Reset links work once, within this time. */
export const RESET_KEY_MS = HOUR;

/** check-auth: the token is rotated; the old one stops working. */
export function checkAuth(ctx: Ctx, token: string) {
  const user = requireUser(ctx, token);
  return ctx.db.tx(() => {
    dropSession(ctx, token);
    return userDetails(ctx, user, createSession(ctx, user.id));
  });
}

/**
 * login: the attempt is counted before the hash (a device token earned by an earlier sign-in counts
 * on its own bucket). A right password on an account whose address nobody has confirmed is told so;
 * a wrong one gets the same response as an unknown address.
 */
export async function login(ctx: Ctx, input: { email: string; password: string; device?: string }, address: string) {
  const email = emailKey(input.email);
  const device = deviceOf(ctx, email, input.device);
  const buckets = signInBuckets(email, address, device);
  const user = userByEmail(ctx.db, input.email.trim());
  const ok = await checkPassword(ctx, {
    client: address,
    buckets,
    password: input.password,
    hash: user?.password_hash,
    clearOnMatch: [buckets[0]?.key ?? ''],
  });
  if (!user || !ok) throw new ApiError(401, 'shop_bad_login', 'Incorrect email address or password.');
  if (!user.email_verified)
    throw new ApiError(
      403,
      'shop_email_unconfirmed',
      'Please confirm your email address first: open the link we sent you, or ask for a new one below.',
    );
  return {
    data: userDetails(ctx, user, createSession(ctx, user.id)),
    device: device && input.device ? input.device : issueDevice(ctx, email),
  };
}

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  date_of_birth: string;
}
/**
 * register: one response whatever the address (SIGNUP_SENT), no session. A new address, or one whose
 * account nobody has confirmed, is mailed a confirmation link carrying this sign-up; an address with
 * a confirmed account is mailed a fixed note instead.
 */
export async function register(ctx: Ctx, input: Registration, address: string): Promise<string> {
  const byAddress = `register:address:${address}`;
  const byEmail = `signup:email:${emailKey(input.email)}`;
  // Counted whether or not the address has an account, so the limit reveals nothing either.
  ctx.limits.check([
    {
      key: byAddress,
      rule: RATE_RULES.registerAddress,
      message: (m) => `Too many new accounts from your network. Please try again in ${minutes(m)}.`,
    },
    {
      key: byEmail,
      rule: RATE_RULES.signupEmail,
      message: (m) =>
        `Too many sign-ups for this email address. Please check your inbox or try again in ${minutes(m)}.`,
    },
  ]);
  ctx.limits.hit(byAddress, RATE_RULES.registerAddress);
  const dob = input.date_of_birth.trim();
  const age = dateOfBirthProblem(dob, ukDateTime(ctx.now()).date);
  if (age === 'invalid') throw new ApiError(400, 'shop_invalid_field', 'Please enter your date of birth.');
  if (age === 'under_age') throw new ApiError(400, 'shop_under_age', 'You must be 18 or over to open an account.');
  requireStrongPassword(input.password);
  ctx.limits.hit(byEmail, RATE_RULES.signupEmail);
  const email = input.email.trim();
  // Hashed whether or not the address is taken, so neither response is quicker.
  const registration = {
    passwordHash: await hashNewPassword(ctx, address, input.password),
    first: input.first_name.trim(),
    last: input.last_name.trim(),
    dateOfBirth: dob,
  };
  ctx.db.tx(() => {
    const existing = userByEmail(ctx.db, email);
    if (existing?.email_verified) {
      mail(
        ctx,
        existing.email,
        'Someone tried to open an account with your email address',
        'Hello,\n\nSomeone tried to open a new account with this email address, which already has an account with us. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you need do nothing.\n',
      );
      return;
    }
    if (existing) replaceRegistration(ctx.db, existing.id, registration);
    const id = existing?.id ?? insertUser(ctx.db, { email, ...registration, createdAt: iso(ctx.now()) });
    sendSignupLink(ctx, userById(ctx.db, id), registration);
  });
  return SIGNUP_SENT;
}

export function logout(ctx: Ctx, token: string): void {
  requireUser(ctx, token);
  dropSession(ctx, token);
}

export function forgotPassword(ctx: Ctx, emailInput: string, address: string): void {
  const byEmail = `forgot:email:${emailKey(emailInput)}`;
  const byAddress = `forgot:address:${address}`;
  // Counted whether or not an account exists, so the response reveals nothing.
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
  // No name: the one on an account nobody has confirmed was typed by whoever signed up.
  mail(
    ctx,
    user.email,
    'Reset your password',
    `Hello,\n\nSomeone asked to reset the password of your account. The link works once, within one hour:\n\n${link}\n\nIf it was not you, ignore this email.\n`,
    { proof: true },
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
  const hash = await hashNewPassword(ctx, address, input.password);
  const used = ctx.db.tx(() => {
    if (!useResetKey(ctx.db, keyHash, iso(ctx.now()))) return false;
    setPasswordHash(ctx.db, userId, hash);
    // The owner proved the mailbox: an account nobody had confirmed is theirs now, without what was
    // stored before (the pre-hijack), and no outstanding confirmation link can set another password.
    confirmOwner(ctx.db, userId, { passwordHash: hash });
    voidEmailKeys(ctx.db, userId, 'signup');
    // Every other reset link of the account dies with this one, and every session ends.
    voidResetKeys(ctx.db, userId);
    dropOtherSessions(ctx, userId);
    return true;
  });
  if (!used) throw badKey();
  // Failed sign-ins no longer slow the account down, and this browser gets a device token for it.
  const email = emailKey(userById(ctx.db, userId).email);
  ctx.limits.clear(`login:email:${email}`);
  ctx.limits.clearPrefix(`login:pair:${email}|`);
  return { device: issueDevice(ctx, email) };
}
