// The contract types, straight from @shop/shared's sources (type-only: nothing runs from there).
import type { ResponsiblePlay, UserDetails } from '@shop/shared';

export type * from '@shop/shared';
export type { CallName, ProviderCallTable } from '@shop/shared';

// Provider shapes agreed with the storefront that @shop/shared does not carry yet.

/** A looser spend limit waiting for its 24 hours (README "Responsible play"). */
export interface PendingLimit {
  pending_limit_duration: '' | 'daily' | 'weekly' | 'monthly';
  /** Pounds. */
  pending_limit_value: number;
  /** UK wall-clock 'YYYY-MM-DD HH:MM:SS'; '' when nothing is pending. */
  pending_limit_at: string;
}
export type ResponsiblePlayResponse = ResponsiblePlay & PendingLimit;
export type UserDetailsResponse = UserDetails & PendingLimit;
