import { onChildAddedAt, removeAt, type Unsubscribe } from '../../common/realtime';

// Spec section 7: the product listens for child additions at 'instant-wins' and removes each
// child after display. Values are checked here, so the model only ever sees complete wins.

export const INSTANT_WINS_PATH = 'instant-wins';

export interface InstantWin {
  key: string;
  image: string;
  prize: string;
  /** The winner's full name, as the provider wrote it. */
  user: string;
}

export function toInstantWin(key: string, value: unknown): InstantWin | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.prize !== 'string' || v.prize.trim() === '') return null;
  return {
    key,
    prize: v.prize,
    image: typeof v.image === 'string' ? v.image : '',
    user: typeof v.user === 'string' ? v.user : '',
  };
}

export function listenInstantWins(received: (win: InstantWin) => void): Promise<Unsubscribe> {
  return onChildAddedAt(INSTANT_WINS_PATH, (key, value) => {
    const win = toInstantWin(key, value);
    if (win) received(win);
    else console.warn('[instant-win] ignored a malformed notification', key);
  });
}

export function removeInstantWin(key: string): Promise<void> {
  return removeAt(`${INSTANT_WINS_PATH}/${key}`);
}
