import { firstName } from '@shop/shared/format';
import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type InstantWin, listenInstantWins, removeInstantWin } from './api';

// Requirements §4 and §9: hidden → visible when a win arrives → hidden after 10 s; each shown
// notification is removed from the realtime store ~100 ms later. Wins that arrive together wait
// in a short queue and show one after another.
//
// The store keeps every win nobody has displayed yet, and the listener replays them all on page
// load. Left alone, an overnight backlog would stream old wins as "just won" for minutes, so:
// stale wins are skipped, the queue is capped, and closing a popup pauses the rest (WCAG 2.2.2:
// the shopper can stop content that updates by itself). Wins that are never shown are removed
// at once, as the spec's delete-after-display intends, so they are not replayed again.

export const POPUP_VISIBLE_MS = 10_000;
export const REMOVE_AFTER_MS = 100;
/** Older than this when it reaches the page, a win is no longer "just won". */
export const STALE_AFTER_MS = 5 * 60_000;
/** Wins waiting behind the one on screen; the oldest beyond this are dropped (≤ 40 s of popups). */
export const MAX_QUEUED = 3;
/** After the shopper closes a popup, no other shows for this long. */
export const PAUSE_AFTER_CLOSE_MS = 10 * 60_000;
// Keys already taken, so a re-delivered child (reconnect) never shows twice; bounded for long visits.
const SEEN_LIMIT = 500;

interface PopupState {
  current: InstantWin | null;
  queue: InstantWin[];
  seen: string[];
  /** The shopper closed a popup: wins arriving now are dropped until the pause ends. */
  paused: boolean;
}

/** One change of the popup state, with what it means for the realtime store. */
interface Step {
  state: PopupState;
  /** Keys of wins that will never be shown here: removed from the realtime store. */
  dropped: string[];
  /** Start the pause after a close. */
  pause: boolean;
}

export const instantWinsStarted = createEvent();
export const instantWinReceived = createEvent<InstantWin>();
export const popupClosed = createEvent();
const popupHidden = createEvent<string>();
const stepped = createEvent<Step>();

export const listenInstantWinsFx = createEffect(async () => {
  const received = scopeBind(instantWinReceived, { safe: true });
  await listenInstantWins(received);
});
export const removeWinFx = createEffect((key: string) => removeInstantWin(key));
// Each removal goes through removeWinFx, so a failure is logged like any other.
const removeDroppedFx = createEffect(async (keys: string[]) => {
  await Promise.allSettled(keys.map((key) => removeWinFx(key)));
});
const logFx = createEffect(({ message, error }: { message: string; error: unknown }) => console.error(message, error));

const wait = (ms: number, key: string) => new Promise<string>((resolve) => setTimeout(() => resolve(key), ms));
const hideTimerFx = createEffect((key: string) => wait(POPUP_VISIBLE_MS, key));
const removeTimerFx = createEffect((key: string) => wait(REMOVE_AFTER_MS, key));
const pauseTimerFx = createEffect(() => wait(PAUSE_AFTER_CLOSE_MS, ''));

const unchanged = (state: PopupState): Step => ({ state, dropped: [], pause: false });

function receive(state: PopupState, win: InstantWin): Step {
  if (state.seen.includes(win.key)) return unchanged(state);
  const seen = [...state.seen, win.key].slice(-SEEN_LIMIT);
  const stale = win.ageMs !== null && win.ageMs > STALE_AFTER_MS;
  if (stale || state.paused) return { state: { ...state, seen }, dropped: [win.key], pause: false };
  if (!state.current) return { state: { ...state, current: win, seen }, dropped: [], pause: false };
  // Children arrive oldest first (push keys sort by time): keep the newest few.
  const queue = [...state.queue, win];
  const over = Math.max(0, queue.length - MAX_QUEUED);
  return {
    state: { ...state, queue: queue.slice(over), seen },
    dropped: queue.slice(0, over).map((w) => w.key),
    pause: false,
  };
}

// Closing stops the stream rather than skipping to the next win. The closed win itself was shown,
// so its own ~100 ms removal timer still runs; the waiting ones are dropped.
function close(state: PopupState): Step {
  if (!state.current) return unchanged(state);
  return {
    state: { ...state, current: null, queue: [], paused: true },
    dropped: state.queue.map((w) => w.key),
    pause: true,
  };
}

const $state = createStore<PopupState>({ current: null, queue: [], seen: [], paused: false })
  .on(stepped, (_, step) => step.state)
  .on(popupHidden, (state, key) => {
    if (state.current?.key !== key) return state;
    const [next = null, ...rest] = state.queue;
    return { ...state, current: next, queue: rest };
  })
  .on(pauseTimerFx.done, (state) => ({ ...state, paused: false }));

sample({ clock: instantWinReceived, source: $state, fn: receive, target: stepped });
sample({ clock: popupClosed, source: $state, fn: close, target: stepped });
sample({
  clock: stepped,
  filter: (step) => step.dropped.length > 0,
  fn: (step) => step.dropped,
  target: removeDroppedFx,
});
sample({ clock: stepped, filter: (step) => step.pause, target: pauseTimerFx });

export const $currentWin = $state.map((state) => state.current);
export const $queuedWins = $state.map((state) => state.queue.length);
/** "Sarah just won a £50 Site Credit Instant Win !!!" split for the view. */
export const $popupText = $currentWin.map((win) =>
  win ? { name: firstName(win.user), message: `just won a ${win.prize} Instant Win !!!` } : null,
);

const $listening = createStore(false).on(listenInstantWinsFx.done, () => true);

// The overlay may be mounted again (developer override, remount): one listener per page is enough.
const $canListen = combine($listening, listenInstantWinsFx.pending, (listening, pending) => !listening && !pending);
sample({ clock: instantWinsStarted, filter: $canListen, target: listenInstantWinsFx });
sample({
  clock: listenInstantWinsFx.failData,
  fn: (error) => ({ message: '[instant-win] realtime listen failed', error }),
  target: logFx,
});

const winShown = sample({ clock: $currentWin.updates, filter: (win): win is InstantWin => win !== null });
sample({ clock: winShown, fn: (win) => win.key, target: [hideTimerFx, removeTimerFx] });
sample({ clock: hideTimerFx.doneData, target: popupHidden });
sample({ clock: removeTimerFx.doneData, target: removeWinFx });
// Requirements §8: a failed realtime delete is only logged.
sample({
  clock: removeWinFx.fail,
  fn: ({ params, error }) => ({ message: `[instant-win] could not remove ${params}`, error }),
  target: logFx,
});
