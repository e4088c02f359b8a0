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

/** Joins a date ("2026-12-01") and a time ("20:00") into epoch ms, or NaN. */
export function dateTimeToMs(date: string | null | undefined, time?: string | null): number {
  if (!date) return Number.NaN;
  const iso = date.includes('T')
    ? date
    : `${date}T${time && /^\d{1,2}:\d{2}/.test(time) ? time.padStart(5, '0') : '00:00'}`;
  return new Date(iso).getTime();
}
