import { firstName } from '@shop/shared';
import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type InstantWin, listenInstantWins, removeInstantWin } from './api';

// Spec sections 4 and 9: hidden → visible when a win arrives → hidden after 10 s; each shown
// notification is removed from the realtime store ~100 ms later. Wins that arrive together wait
// in a queue and show one after another, so none is lost.

export const POPUP_VISIBLE_MS = 10_000;
export const REMOVE_AFTER_MS = 100;
// Keys already taken, so a re-delivered child (reconnect) never shows twice; bounded for long visits.
const SEEN_LIMIT = 500;

interface PopupState {
  current: InstantWin | null;
  queue: InstantWin[];
  seen: string[];
}

export const instantWinsStarted = createEvent();
export const instantWinReceived = createEvent<InstantWin>();
export const popupClosed = createEvent();
const popupHidden = createEvent<string>();

export const listenInstantWinsFx = createEffect(async () => {
  const received = scopeBind(instantWinReceived, { safe: true });
  await listenInstantWins(received);
});
export const removeWinFx = createEffect((key: string) => removeInstantWin(key));
const logFx = createEffect(({ message, error }: { message: string; error: unknown }) => console.error(message, error));

const wait = (ms: number, key: string) => new Promise<string>((resolve) => setTimeout(() => resolve(key), ms));
const hideTimerFx = createEffect((key: string) => wait(POPUP_VISIBLE_MS, key));
const removeTimerFx = createEffect((key: string) => wait(REMOVE_AFTER_MS, key));

const $state = createStore<PopupState>({ current: null, queue: [], seen: [] })
  .on(instantWinReceived, (state, win) => {
    if (state.seen.includes(win.key)) return state;
    const seen = [...state.seen, win.key].slice(-SEEN_LIMIT);
    return state.current ? { ...state, queue: [...state.queue, win], seen } : { ...state, current: win, seen };
  })
  .on(popupHidden, (state, key) => {
    if (state.current?.key !== key) return state;
    const [next = null, ...rest] = state.queue;
    return { ...state, current: next, queue: rest };
  });

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
// Spec section 8: a failed realtime delete is only logged.
sample({
  clock: removeWinFx.fail,
  fn: ({ params, error }) => ({ message: `[instant-win] could not remove ${params}`, error }),
  target: logFx,
});
sample({ clock: popupClosed, source: $currentWin, filter: Boolean, fn: (win) => win.key, target: popupHidden });
