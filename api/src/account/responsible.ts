// Safer play that holds (api/README.md "Responsible play"):
// a stricter spend limit applies at once, a looser one only after 24 hours, and the age check at sign-up.
import type { UserRow } from '../auth/repository';
import type { Ctx } from '../context';
import type { PendingLimit } from '../types';
import { DAY, iso, num, ukDateTime } from '../util';
import { setLimits } from './repository';

/** A looser limit (raise, removal, other period) waits this long; the current one applies meanwhile. */
export const LOOSER_LIMIT_DELAY_MS = DAY;

type LimitDuration = PendingLimit['pending_limit_duration'];
export interface Limit {
  duration: string;
  /** Pence. */
  value: number;
}

/** No period or no amount is no limit (checkout enforces a limit only with both). */
const normalise = (l: Limit): Limit => (l.duration && l.value > 0 ? l : { duration: '', value: 0 });

/** The row as it stands at `now`: a pending change whose time has come is the active limit. */
export function withActiveLimit(user: UserRow, now: number): UserRow {
  if (!user.pending_limit_at || Date.parse(user.pending_limit_at) > now) return user;
  return {
    ...user,
    limit_duration: user.pending_limit_duration,
    limit_value: num(user.pending_limit_value),
    pending_limit_duration: '',
    pending_limit_value: 0,
    pending_limit_at: null,
  };
}

/** At least as strict: there was no limit, or the same period with a value lower or equal. */
function atLeastAsStrict(next: Limit, current: Limit): boolean {
  if (!current.duration) return true;
  return !!next.duration && next.duration === current.duration && next.value <= current.value;
}

/** Saves a spend-limit request for a user row already passed through withActiveLimit. */
export function changeSpendLimit(ctx: Ctx, user: UserRow, requested: Limit, now: number): void {
  const next = normalise(requested);
  const current = normalise({ duration: user.limit_duration, value: num(user.limit_value) });
  if (atLeastAsStrict(next, current)) {
    setLimits(ctx.db, user.id, next, { duration: '', value: 0, at: null });
    return;
  }
  // Asking again for the change already waiting does not restart its 24 hours.
  const same =
    user.pending_limit_at &&
    user.pending_limit_duration === next.duration &&
    num(user.pending_limit_value) === next.value;
  const at = same ? String(user.pending_limit_at) : iso(now + LOOSER_LIMIT_DELAY_MS);
  setLimits(ctx.db, user.id, current, { ...next, at });
}

/** The pending change as returned (pounds; UK wall-clock time; '' when nothing is pending). */
export function pendingLimit(user: UserRow): PendingLimit {
  if (!user.pending_limit_at) return { pending_limit_duration: '', pending_limit_value: 0, pending_limit_at: '' };
  const at = ukDateTime(user.pending_limit_at);
  return {
    pending_limit_duration: user.pending_limit_duration as LimitDuration,
    pending_limit_value: num(user.pending_limit_value) / 100,
    pending_limit_at: `${at.date} ${at.time}:${at.seconds}`,
  };
}

export const ADULT_AGE = 18;

/** null when `dob` ('YYYY-MM-DD') is a real date of someone 18 or over on the UK date `today`. */
export function dateOfBirthProblem(dob: string, today: string): 'invalid' | 'under_age' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return 'invalid';
  if (dob > today || y < 1900) return 'invalid';
  // The 18th birthday as a date string: someone born on 29 February comes of age on 1 March.
  const birthday = new Date(Date.UTC(y + ADULT_AGE, mo - 1, d)).toISOString().slice(0, 10);
  return birthday <= today ? null : 'under_age';
}
