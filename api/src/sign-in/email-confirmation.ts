// Opening a link mailed to prove an address (README "Email ownership"), and asking for a new one: the
// link's address is proved with the password (the sign-up's, or the account's for a change), so an
// account someone else opened with your address never becomes yours with their password.
import { userDetails } from '../account/details';
import { mailEmailChanged } from '../account/sensitive';
import { deviceOf, issueDevice } from '../auth/devices';
import { sendSignupLink } from '../auth/email-links';
import { checkPassword } from '../auth/password-check';
import {
  confirmOwner,
  emailKeyFor,
  emailUsedByOther,
  setEmail,
  useEmailKey,
  userByEmail,
  userById,
  voidEmailKeys,
  voidResetKeys,
} from '../auth/repository';
import { createSession, dropOtherSessions } from '../auth/sessions';
import { emailKey, signInBuckets } from '../auth/sign-in-limits';
import { ApiError, type Ctx } from '../context';
import { minutes, RATE_RULES } from '../ratelimit';
import { iso, sha256 } from '../util';

export const RESEND_SENT =
  'If an account is waiting for confirmation at that address, we have sent it a new link. It works for 24 hours.';
const BAD_LINK = 'This link is invalid, has been used or has expired. Please ask for a new one.';

/** resend_verification: a new link for an account nobody has confirmed; the same response for any address. */
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
