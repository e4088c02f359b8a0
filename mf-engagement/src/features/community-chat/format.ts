const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const dayTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'Europe/London' });

/** "14:05" for today's messages, "20 Nov, 14:05" for older ones, "" when unknown. */
export function formatMessageTime(ts: number, now = Date.now()): string {
  if (!ts) return '';
  const at = new Date(ts);
  return day.format(at) === day.format(new Date(now)) ? time.format(at) : dayTime.format(at);
}
