import { onChildAddedAt, onServerTimeOffset, removeAt, type Unsubscribe } from '../../common/realtime';

// Requirements §7: the product listens for child additions at 'instant-wins' and removes each
// child after display. Values are checked here, so the model only ever sees complete wins.

export const INSTANT_WINS_PATH = 'instant-wins';

export interface InstantWin {
  key: string;
  image: string;
  prize: string;
  /** The winner's full name, as the provider wrote it. */
  user: string;
  /**
   * How old the win was when it reached this page, by the server's clock; null when its key is
   * not a push id (no creation time to read), so its age is unknown.
   */
  ageMs: number | null;
}

// The provider writes each win with a push id (api: realtime.push → pushId): its first 8
// characters are the creation time in ms, base 64 in this alphabet, most significant first.
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const PUSH_ID = /^[-0-9A-Za-z_]{20}$/;

/** The creation time (epoch ms, server clock) encoded in a push id, or null for any other key. */
export function pushKeyTime(key: string): number | null {
  if (!PUSH_ID.test(key)) return null;
  let time = 0;
  for (const char of key.slice(0, 8)) time = time * 64 + PUSH_CHARS.indexOf(char);
  return time;
}

/** `serverNow`: the current time by the server's clock, to age the win from its key. */
export function toInstantWin(key: string, value: unknown, serverNow: number): InstantWin | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.prize !== 'string' || v.prize.trim() === '') return null;
  const createdAt = pushKeyTime(key);
  return {
    key,
    prize: v.prize,
    image: typeof v.image === 'string' ? v.image : '',
    user: typeof v.user === 'string' ? v.user : '',
    // A key slightly "in the future" is clock drift, not a time machine: treat it as brand new.
    ageMs: createdAt === null ? null : Math.max(0, serverNow - createdAt),
  };
}

export async function listenInstantWins(received: (win: InstantWin) => void): Promise<Unsubscribe> {
  // Subscribed first: the SDK knows the offset from its handshake, before any child arrives.
  let offset = 0;
  const stopOffset = await onServerTimeOffset((ms) => {
    offset = ms;
  });
  try {
    const stopWins = await onChildAddedAt(INSTANT_WINS_PATH, (key, value) => {
      const win = toInstantWin(key, value, Date.now() + offset);
      if (win) received(win);
      else console.warn('[instant-win] ignored a malformed notification', key);
    });
    return () => {
      stopWins();
      stopOffset();
    };
  } catch (error) {
    stopOffset();
    throw error;
  }
}

export function removeInstantWin(key: string): Promise<void> {
  return removeAt(`${INSTANT_WINS_PATH}/${key}`);
}
