// Dates from the provider are "YYYY-MM-DD" (+ "HH:MM" times) in UK local time, or ISO strings.

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "March 5, 2024" (spec: order detail creation date). */
export function formatLongDate(value: string | number | Date | null | undefined, missing = 'N/A'): string {
  if (value === null || value === undefined || value === '') return missing;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? missing : longDate.format(date);
}

/** "HH:MM" 24-hour → "h:MM AM/PM"; N/A when absent or unreadable. */
export function formatTime12h(hhmm: string | null | undefined, missing = 'N/A'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!match) return missing;
  const hours = Number(match[1]);
  if (hours > 23) return missing;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far UK wall-clock time is ahead of UTC at `ms` (0 in winter, one hour in summer). */
function londonOffsetMs(ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of londonParts.formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
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
  const parts: Record<string, string> = {};
  for (const p of londonParts.formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month?.padStart(2, '0')}-${parts.day?.padStart(2, '0')}`;
}

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

/**
 * A UK wall-clock time from the provider ('2026-11-24 19:05:00') as the UK writes it:
 * { date: '24 November 2026', time: '19:05' }; null when unreadable. No time-zone shift: the
 * provider already gives UK time.
 */
export function formatUkWallClock(value: string | null | undefined): { date: string; time: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value ?? '');
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31 || Number(m[4]) > 23 || Number(m[5]) > 59) return null;
  return { date: `${Number(m[3])} ${month} ${m[1]}`, time: `${m[4]}:${m[5]}` };
}
