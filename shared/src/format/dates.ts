import { lazily } from './lazily';

// Dates from the provider are "YYYY-MM-DD" (+ "HH:MM" times) in UK local time, or ISO strings.
// Shoppers read dates the UK way ("24 November 2026", "8:30pm"); the spec fixes the US form
// ("March 5, 2024", "8:30 PM") only on the order detail screen, which keeps formatLongDate and
// formatTime12h.

// Written without Intl for the dates a shop shows (1996 on): a page's first use of Intl readies the
// browser's locale and time-zone data, a long piece of the task that renders the first date on a
// phone (./numbers.ts, bench/README.md "Formatting without Intl"). Since 1996 the UK's clocks go
// forward at 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last Sunday of
// October (the Summer Time Order 2002 keeps the rule); earlier instants ask Intl, whose time-zone
// data knows the older rules. Checked against Intl for random instants (format.property.test.ts).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The first instant the rule above covers: 1 January 1996, 00:00 UTC. */
const RULE_SINCE_MS = Date.UTC(1996, 0, 1);

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** Intl's parts of an instant in London, for instants before the rule (made at first use). */
const londonParts = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/** How far UK wall-clock time is ahead of UTC at `ms` (0 in winter, one hour in summer). */
function londonOffsetMs(ms: number): number {
  if (ms >= RULE_SINCE_MS) {
    const year = new Date(ms).getUTCFullYear();
    return ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
  }
  const parts: Record<string, number> = {};
  for (const p of londonParts().formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The UK calendar date of an instant: its wall clock read as UTC. */
function londonCalendar(date: Date): { year: number; month: number; day: number } {
  const wall = new Date(date.getTime() + londonOffsetMs(date.getTime()));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth(), day: wall.getUTCDate() };
}

type DateInput = string | number | Date | null | undefined;

/** The instant a provider date names (UK wall-clock time unless it carries an offset), or null. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const ms =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : dateTimeToMs(value.trim().replace(' ', 'T'));
  // Any other text the browser can read ("March 5, 2024") is taken as the browser reads it.
  const date = new Date(Number.isNaN(ms) ? String(value) : ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 5, 2024" (spec: order detail creation date). */
export function formatLongDate(value: DateInput, missing = 'N/A'): string {
  const date = toDate(value);
  if (!date) return missing;
  const { year, month, day } = londonCalendar(date);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "24 November 2026": every date a shopper reads outside the order detail screen. */
export function formatUkDate(value: DateInput, missing = 'N/A'): string {
  const date = toDate(value);
  if (!date) return missing;
  const { year, month, day } = londonCalendar(date);
  return `${day} ${MONTHS[month]} ${year}`;
}

function clockParts(hhmm: string | null | undefined): { hours: number; minutes: string } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return { hours: Number(match[1]), minutes: match[2] as string };
}

/** "HH:MM" 24-hour → "h:MM AM/PM"; N/A when absent or unreadable. */
export function formatTime12h(hhmm: string | null | undefined, missing = 'N/A'): string {
  const time = clockParts(hhmm);
  if (!time) return missing;
  const suffix = time.hours >= 12 ? 'PM' : 'AM';
  const h12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return `${h12}:${time.minutes} ${suffix}`;
}

/** "HH:MM" → the UK's written time: "8pm", "8:30pm", "midday", "midnight"; N/A when unreadable. */
export function formatUkTime(hhmm: string | null | undefined, missing = 'N/A'): string {
  const time = clockParts(hhmm);
  if (!time) return missing;
  if (time.minutes === '00' && time.hours === 12) return 'midday';
  if (time.minutes === '00' && time.hours === 0) return 'midnight';
  const h12 = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return `${h12}${time.minutes === '00' ? '' : `:${time.minutes}`}${time.hours >= 12 ? 'pm' : 'am'}`;
}

/**
 * "24 November 2026 at 8pm", or the date alone when there is no readable time. Without `hhmm`,
 * the time is the one a provider date-time carries ('2026-11-24 20:00:00').
 */
export function formatUkDateTime(date: DateInput, hhmm?: string | null, missing = 'N/A'): string {
  const day = formatUkDate(date, missing);
  const clock = hhmm ?? (typeof date === 'string' ? /[ T](\d{1,2}:\d{2})/.exec(date)?.[1] : undefined);
  const time = clockParts(clock) ? formatUkTime(clock) : null;
  return time && day !== missing ? `${day} at ${time}` : day;
}

/**
 * Joins a date ("2026-12-01") and a time ("20:00") into epoch ms, or NaN. The provider's dates
 * and times are UK wall-clock time, so they are read as such whatever the shopper's own time
 * zone: a countdown or a sale window must end at the same instant for everyone. An ISO string
 * with its own offset ("Z", "+01:00") is taken as it says.
 */
export function dateTimeToMs(date: string | null | undefined, time?: string | null): number {
  if (!date) return Number.NaN;
  if (/T.*(Z|[+-]\d{2}:?\d{2})$/i.test(date)) return new Date(date).getTime();
  const [day, clock] = date.includes('T') ? (date.split('T') as [string, string]) : [date, time ?? ''];
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!d) return Number.NaN;
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(clock) ?? [];
  const wall = Date.UTC(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1] ?? 0),
    Number(t[2] ?? 0),
    Number(t[3] ?? 0),
  );
  if (Number.isNaN(wall)) return Number.NaN;
  // The offset at the wall time read as UTC is right except within an hour of a clock change;
  // a second look at the corrected instant settles those.
  const first = wall - londonOffsetMs(wall);
  return wall - londonOffsetMs(first);
}

/** Today's date in the UK ('YYYY-MM-DD'), whatever the shopper's own time zone. */
export function ukToday(now: number = Date.now()): string {
  const { year, month, day } = londonCalendar(new Date(now));
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
