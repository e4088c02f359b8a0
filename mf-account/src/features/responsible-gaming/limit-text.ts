import type { ResponsiblePlay } from '@shop/shared';
import { formatPounds, formatUkDateTime } from '@shop/shared/format';

// How the responsible-play page words a spend limit and a change still waiting to apply
// (a stricter limit applies at once; a raise, a removal or a change of period 24 hours
// later, at the UK time the provider gives).

const PER: Record<string, string> = { daily: 'a day', weekly: 'a week', monthly: 'a month' };

/** "£50", "£12.50", "£1,000": whole pounds without pence. */
export function limitAmount(value: number | string): string {
  const pounds = Number(value);
  const text = formatPounds(pounds);
  return Number.isInteger(pounds) ? text.slice(0, -3) : text;
}

/** "£50 a week", or null when no limit is set. */
export function limitPhrase(value: number | string | undefined, duration: string | undefined): string | null {
  const per = PER[duration ?? ''];
  return per && Number(value) > 0 ? `${limitAmount(value ?? 0)} ${per}` : null;
}

/** The sentence for a pending change, or null when nothing waits. */
export function pendingLimitSentence(
  play: Pick<ResponsiblePlay, 'pending_limit_duration' | 'pending_limit_value' | 'pending_limit_at'>,
): string | null {
  const at = formatUkDateTime(play.pending_limit_at, undefined, '');
  if (!at) return null;
  const limit = limitPhrase(play.pending_limit_value, play.pending_limit_duration);
  return limit ? `Your new limit of ${limit} starts on ${at}.` : `Your limit will be removed on ${at}.`;
}
