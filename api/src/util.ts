import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Money is kept in pence (integers) everywhere inside the provider. */
export const pounds = (pence: number): number => Math.round(pence) / 100;
export const poundsText = (pence: number): string => `£${(pence / 100).toFixed(2)}`;
export const toPence = (value: number): number => Math.round(value * 100);

export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');
export const hmac = (key: string | Buffer, text: string): string =>
  createHmac('sha256', key).update(text).digest('hex');
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A uniform whole number in [0, max) without modulo bias: node's own, drawn from a buffered pool of random bytes. */
export { randomInt };

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** UK local date and time of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function ukDateTime(iso: string | number | Date): { date: string; time: string; seconds: string } {
  const parts: Record<string, string> = {};
  for (const p of londonParts.formatToParts(new Date(iso))) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second ?? '00',
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function humanDate(isoText: string): string {
  return new Date(isoText).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
}

export type Row = Record<string, unknown>;
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const num = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : Number(v ?? 0);
export const bool = (v: unknown): boolean => v === 1 || v === true || v === '1';

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Firebase-style push ids: 20 characters, sortable by time. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastPushTime = 0;
let lastRandChars: number[] = [];
export function pushId(now: number): string {
  const duplicate = now === lastPushTime;
  lastPushTime = now;
  const timeChars: string[] = [];
  let t = now;
  for (let i = 7; i >= 0; i--) {
    timeChars[i] = PUSH_CHARS.charAt(t % 64);
    t = Math.floor(t / 64);
  }
  let id = timeChars.join('');
  if (!duplicate) {
    lastRandChars = Array.from({ length: 12 }, () => randomInt(64));
  } else {
    let i = 11;
    for (; i >= 0 && lastRandChars[i] === 63; i--) lastRandChars[i] = 0;
    if (i >= 0) lastRandChars[i] = (lastRandChars[i] ?? 0) + 1;
  }
  for (let i = 0; i < 12; i++) id += PUSH_CHARS.charAt(lastRandChars[i] ?? 0);
  return id;
}

/** The response of a paged list call. */
export function paged<T>(rows: T[], total: number, page: number, limit: number) {
  return { success: true, data: rows, total, total_pages: Math.max(1, Math.ceil(total / limit)), page };
}
