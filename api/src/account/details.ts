// What the storefront is told about the signed-in account (get_user_details, check-auth, login).
import type { UserRow } from '../auth/repository';
import type { Ctx } from '../context';
import type { UserDetailsResponse } from '../types';
import { DAY, HOUR, iso, num, parseJson, str } from '../util';
import { spentSince } from './repository';
import { pendingLimit, withActiveLimit } from './responsible';

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

/**
 * Pence spent by the user inside the current spend-limit window: paid orders and the pending spend
 * of open reservations (api/README.md "Fairness"), but for `exceptOrderId` (the order being decided).
 */
export function currentSpending(ctx: Ctx, user: UserRow, now: number, exceptOrderId?: number): number {
  const window = PERIODS[user.limit_duration];
  if (!window) return 0;
  return spentSince(ctx.db, user.id, iso(now - window), now, exceptOrderId ?? 0);
}

export function isLocked(user: UserRow, now: number): boolean {
  return !!user.locked_until && Date.parse(user.locked_until) > now;
}

export function maskAccount(account: string | null): string {
  if (!account) return '';
  return `****${account.slice(-4)}`;
}

export function userDetails(ctx: Ctx, row: UserRow, token: string): UserDetailsResponse {
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
