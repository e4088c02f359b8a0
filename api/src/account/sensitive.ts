// Changes that would let someone who got hold of a session take the account or its winnings over
// (email address, bank details, password) need the current password, and tell the owner by email
// (README "Sessions and passwords"). The current password is checked like a sign-in: counted per
// account before its hash, growing waits, a bound on hashes in flight (README "Failed sign-ins").
import { checkPassword } from '../auth/password-check';
import type { UserRow } from '../auth/repository';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { DELAY_RULES } from '../ratelimit';
import { maskAccount } from './details';

export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email address.';
export const PASSWORD_FOR_BANK = 'Enter your current password to change your bank details.';
const WRONG_PASSWORD = 'Your current password is not correct.';

/** 400 shop_password_required when missing, 400 shop_wrong_password when wrong, 429 while a wait runs. */
export async function requireCurrentPassword(
  ctx: Ctx,
  user: UserRow,
  given: string,
  missingMessage: string,
): Promise<void> {
  if (!given) throw new ApiError(400, 'shop_password_required', missingMessage);
  const ok = await checkPassword(ctx, {
    client: `user:${user.id}`,
    buckets: [
      {
        key: `current:user:${user.id}`,
        rule: DELAY_RULES.currentPassword,
        message: (wait) => `Too many wrong passwords. Please wait ${wait} before trying again.`,
      },
    ],
    password: given,
    hash: user.password_hash,
  });
  if (!ok) throw new ApiError(400, 'shop_wrong_password', WRONG_PASSWORD);
}

const SUPPORT =
  'If you did not make this change, contact our support team straight away by replying to this email or through the contact page, and reset your password.';

/** Mailed to the old address, which is the one the owner still reads if someone else made the change. */
export function mailEmailChanged(ctx: Ctx, oldEmail: string, newEmail: string): void {
  mail(
    ctx,
    oldEmail,
    'Your email address was changed',
    `Hello,\n\nThe email address of your account was changed to ${newEmail}. From now on we will write to that address.\n\n${SUPPORT}\n`,
  );
}

export function mailBankChanged(ctx: Ctx, user: UserRow, account: string): void {
  mail(
    ctx,
    user.email,
    'Your bank details were changed',
    `Hello,\n\nThe bank details of your account were changed. The account number is now ${maskAccount(account)}. Prize money will be paid to this account.\n\n${SUPPORT}\n`,
  );
}
