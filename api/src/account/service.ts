// The signed-in account: profile and billing, points and credit, coupons, bank details, safer play.
import { startEmailChange } from '../auth/email-links';
import { hashNewPassword, requireStrongPassword } from '../auth/password-check';
import { type UserRow, userById, voidResetKeys } from '../auth/repository';
import { dropOtherSessions, requireVerified } from '../auth/sessions';
import { couponUsable } from '../cart/coupons';
import { pointsPerPound } from '../catalog/service';
import { ApiError, type Ctx } from '../context';
import { minutes, RATE_RULES } from '../ratelimit';
import type { ResponsiblePlayResponse } from '../types';
import { humanDate, iso, num, pounds } from '../util';
import { lockoutMs, maskAccount, userDetails } from './details';
import {
  couponsOf,
  creditLog,
  pointsCount,
  pointsPage,
  setBank,
  setLockout,
  updateNameAndBilling,
  updateProfile,
} from './repository';
import { changeSpendLimit, withActiveLimit } from './responsible';
import { mailBankChanged, PASSWORD_FOR_BANK, PASSWORD_FOR_EMAIL, requireCurrentPassword } from './sensitive';

export interface ProfileInput {
  first: string;
  last: string;
  email: string;
  displayName: string;
  current: string;
  password1: string;
  password2: string;
}

/**
 * updateProfile. A new email address waits for its link (auth/email-links.ts): the response is the same
 * whether or not the address has an account (a message and `pending_email`), so the call cannot tell
 * who has one; changes are limited per account.
 */
export async function changeProfile(ctx: Ctx, user: UserRow, token: string, p: ProfileInput) {
  const emailChanged = p.email.toLowerCase() !== user.email.toLowerCase();
  if (p.password1 || p.password2) {
    if (!p.current || !p.password1 || !p.password2)
      throw new ApiError(400, 'shop_password_fields', 'Please Fill all password fields.');
    requireStrongPassword(p.password1);
    if (p.password1 !== p.password2)
      throw new ApiError(400, 'shop_password_mismatch', 'New password and Confirm password do not match.');
  }
  const byAccount = `email-change:user:${user.id}`;
  if (emailChanged) {
    requireVerified(user);
    ctx.limits.check([
      {
        key: byAccount,
        rule: RATE_RULES.emailChange,
        message: (m) => `Too many email address changes. Please try again in ${minutes(m)}.`,
      },
    ]);
  }
  // A password change has all three fields by now; an email change needs the current password too.
  if (emailChanged || p.password1) await requireCurrentPassword(ctx, user, p.current, PASSWORD_FOR_EMAIL);
  if (emailChanged) ctx.limits.hit(byAccount, RATE_RULES.emailChange);
  const passwordHash = p.password1 ? await hashNewPassword(ctx, `user:${user.id}`, p.password1) : null;
  ctx.db.tx(() => {
    const displayName = p.displayName || `${p.first} ${p.last}`;
    updateProfile(ctx.db, user.id, { first: p.first, last: p.last, displayName, passwordHash });
    // A new password signs the account out everywhere else and voids outstanding reset links.
    if (passwordHash) {
      dropOtherSessions(ctx, user.id, token);
      voidResetKeys(ctx.db, user.id);
    }
    if (emailChanged) startEmailChange(ctx, user, p.email);
  });
  const data = userDetails(ctx, userById(ctx.db, user.id), token);
  if (!emailChanged) return { data };
  return {
    data,
    pending_email: p.email,
    message: `We have sent a link to ${p.email}. Your email address changes when you open it.`,
  };
}

export function changeNameAndBilling(
  ctx: Ctx,
  user: UserRow,
  token: string,
  name: { first: string; last: string },
  billing: Record<string, string>,
) {
  updateNameAndBilling(ctx.db, user.id, name.first, name.last, billing);
  return userDetails(ctx, userById(ctx.db, user.id), token);
}

export function pointsAndCredit(ctx: Ctx, user: UserRow, limit: number, offset: number) {
  return {
    success: true,
    points: num(user.points),
    points_per_pound: pointsPerPound(ctx),
    logs: pointsPage(ctx.db, user.id, limit, offset).map((l) => ({
      description: l.description,
      date_display_human: humanDate(l.created_at),
      type: l.type,
      points: num(l.points),
      date: l.created_at,
    })),
    totalLogs: pointsCount(ctx.db, user.id),
    site_credit: pounds(num(user.site_credit)),
    credit_logs: creditLog(ctx.db, user.id).map((c) => ({
      description: c.description,
      date_display_human: humanDate(c.created_at),
      amount: pounds(num(c.amount)),
      date: c.created_at,
    })),
  };
}

/** Only coupons the user can still use (not expired, not used up); minimum spend is shown at apply. */
export const usableCoupons = (ctx: Ctx, user: UserRow) =>
  couponsOf(ctx.db, user.id)
    .filter((c) => couponUsable(ctx, c, user.id, Number.MAX_SAFE_INTEGER))
    .map((c) => ({
      code: c.code,
      description: c.description,
      amount: c.kind === 'percent' ? String(num(c.amount)) : pounds(num(c.amount)).toFixed(2),
      discount_type: c.kind === 'percent' ? 'percent' : 'fixed_cart',
    }));

/** Reads the bank details, or saves them when a number or sort code is sent (needs the current password). */
export async function bankDetails(
  ctx: Ctx,
  user: UserRow,
  change: { account?: string; sortCode?: string; current: string },
) {
  const { account: acc, sortCode: sort } = change;
  if (acc !== undefined || sort !== undefined) {
    requireVerified(user);
    if (!acc) throw new ApiError(400, 'shop_bank', 'Account Number is required.');
    if (!sort) throw new ApiError(400, 'shop_bank', 'Sort Code is required.');
    // The masked value read back ("****5678") keeps the stored number.
    const keep = acc === maskAccount(user.bank_account) && !!user.bank_account;
    if (!keep && !/^\d+$/.test(acc)) throw new ApiError(400, 'shop_bank', 'Account Number must contain only numbers.');
    if (!keep && (acc.length < 6 || acc.length > 12))
      throw new ApiError(400, 'shop_bank', 'Account Number must be 6 to 12 digits.');
    if (!/^\d{3,6}$/.test(sort)) throw new ApiError(400, 'shop_bank', 'Sort Code must be 6 digits.');
    await requireCurrentPassword(ctx, user, change.current, PASSWORD_FOR_BANK);
    const account = keep ? String(user.bank_account) : acc;
    ctx.db.tx(() => {
      setBank(ctx.db, user.id, account, sort);
      mailBankChanged(ctx, user, account);
    });
  }
  const fresh = userById(ctx.db, user.id);
  return {
    account_number: maskAccount(fresh.bank_account),
    sort_code: fresh.bank_sort_code ?? '',
    account_number_masked: true,
  };
}

export interface SaferPlayRequest {
  /** Present when the spend limit is to change: the period and pence (missing parts keep the current). */
  limit?: { duration?: string; valuePence?: number };
  lockoutPeriod?: string;
}

export function saferPlay(ctx: Ctx, row: UserRow, token: string, req: SaferPlayRequest): ResponsiblePlayResponse {
  const now = ctx.now();
  const user = withActiveLimit(row, now);
  ctx.db.tx(() => {
    if (req.limit) {
      const duration = req.limit.duration ?? user.limit_duration;
      const value = req.limit.valuePence ?? num(user.limit_value);
      changeSpendLimit(ctx, user, { duration, value }, now);
    }
    if (req.lockoutPeriod !== undefined) {
      const ms = lockoutMs(req.lockoutPeriod);
      // A break can be started or extended, never shortened while it runs.
      const current = user.locked_until ? Date.parse(user.locked_until) : 0;
      const until = ms ? Math.max(current, now + ms) : current;
      setLockout(ctx.db, user.id, req.lockoutPeriod, until > now ? iso(until) : null);
    }
  });
  const d = userDetails(ctx, userById(ctx.db, user.id), token);
  return {
    limit_duration: d.limit_duration ?? '',
    limit_value: d.limit_value ?? 0,
    lockout_period: d.lockout_period ?? '',
    current_spending: d.current_spending ?? 0,
    lock_account: d.lock_account ?? false,
    locking_period: d.locking_period ?? '',
    pending_limit_duration: d.pending_limit_duration,
    pending_limit_value: d.pending_limit_value,
    pending_limit_at: d.pending_limit_at,
  };
}
