// Changes that would let someone who got hold of a session take the account or its winnings over
// (email address, bank details, password) need the current password, and tell the owner by email
// (README "Sessions and passwords").
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from '../auth/repository';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { maskAccount } from './details';

export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email address.';
export const PASSWORD_FOR_BANK = 'Enter your current password to change your bank details.';
const WRONG_PASSWORD = 'Your current password is not correct.';

/** 400 shop_password_required when missing, 400 shop_wrong_password when wrong. */
export async function requireCurrentPassword(user: UserRow, given: string, missingMessage: string): Promise<void> {
  if (!given) throw new ApiError(400, 'shop_password_required', missingMessage);
  if (!(await verifyPassword(given, user.password_hash)))
    throw new ApiError(400, 'shop_wrong_password', WRONG_PASSWORD);
}

const SUPPORT =
  'If you did not make this change, contact our support team straight away by replying to this email or through the contact page, and reset your password.';

/** Mailed to the old address, which is the one the owner still reads if someone else made the change. */
export function mailEmailChanged(ctx: Ctx, user: UserRow, newEmail: string): void {
  mail(
    ctx,
    user.email,
    'Your email address was changed',
    `Hi ${user.first_name},\n\nThe email address of your account was changed to ${newEmail}. From now on we will write to that address.\n\n${SUPPORT}\n`,
  );
}

export function mailBankChanged(ctx: Ctx, user: UserRow, account: string): void {
  mail(
    ctx,
    user.email,
    'Your bank details were changed',
    `Hi ${user.first_name},\n\nThe bank details of your account were changed. The account number is now ${maskAccount(account)}. Prize money will be paid to this account.\n\n${SUPPORT}\n`,
  );
}
