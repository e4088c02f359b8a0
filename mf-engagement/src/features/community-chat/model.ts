import { isApiError, readForFirstView } from '@shop/provider-client';
import { $userToken, showError } from '@shop/shared/state';
import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type ChatMessage, type ChatSource, listenChat, postChatMessage, readChatSnapshot } from './api';

export const CHAT_HISTORY = 50;
export const MAX_MESSAGE_LENGTH = 500;
/** Without a first connection by then, the page says the chat is offline instead of waiting. */
export const CONNECT_TIMEOUT_MS = 8_000;
export const SEND_FAILED = 'Your message could not be sent. Please check your connection and try again.';

/** `idle`: not listening yet (a server-rendered first view shows the messages as they were). */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'offline';

export const chatStarted = createEvent();
export const chatStopped = createEvent();
export const messagesReceived = createEvent<ChatMessage[]>();
export const connectionChanged = createEvent<boolean>();
export const draftChanged = createEvent<string>();
export const messageSubmitted = createEvent();
/** The first view: the messages as they are now, read once (the server's render, then the browser's first render). */
export const chatSnapshotRequested = createEvent<ChatSource>();
export const readChatSnapshotFx = createEffect((source: ChatSource) =>
  readForFirstView(`realtime:community-chat:${CHAT_HISTORY}`, () => readChatSnapshot(source, CHAT_HISTORY)),
);
sample({ clock: chatSnapshotRequested, target: readChatSnapshotFx });

export const EMPTY_MESSAGE = 'Please write a message.';
// Spaces, control and format characters (zero-width space, joiners, BOM), lone combining marks
// and the blank-looking letters (Hangul fillers, braille blank): none shows anything on screen.
const INVISIBLE = /[\s\p{C}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text shows at least one character (the provider refuses the rest). */
export const hasVisibleText = (text: string): boolean => text.replace(INVISIBLE, '') !== '';

export function draftProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!hasVisibleText(trimmed)) return EMPTY_MESSAGE;
  if (Array.from(trimmed).length > MAX_MESSAGE_LENGTH) return `Messages can be up to ${MAX_MESSAGE_LENGTH} characters.`;
  return null;
}

type Stop = () => void;
export const listenChatFx = createEffect(async (): Promise<Stop> => {
  const received = scopeBind(messagesReceived, { safe: true });
  const connection = scopeBind(connectionChanged, { safe: true });
  return listenChat(CHAT_HISTORY, received, connection);
});
const stopFx = createEffect((stop: Stop | null) => stop?.());
const connectTimeoutFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS)));
export const postMessageFx = createEffect(postChatMessage);
const logFx = createEffect(({ message, error }: { message: string; error: unknown }) => console.error(message, error));

const $stop = createStore<Stop | null>(null, { serialize: 'ignore' })
  .on(listenChatFx.doneData, (_, stop) => stop)
  .reset(stopFx.done);
const $active = createStore(false)
  .on(chatStarted, () => true)
  .on(chatStopped, () => false);

export const $messages = createStore<ChatMessage[]>([])
  .on(messagesReceived, (_, list) => list)
  .on(readChatSnapshotFx.doneData, (list, snapshot) => snapshot ?? list);
export const $connection = createStore<ConnectionState>('idle')
  .on(chatStarted, (state) => (state === 'idle' ? 'connecting' : state))
  .on(connectionChanged, (state, connected) =>
    connected ? 'online' : state === 'connecting' || state === 'idle' ? 'connecting' : 'offline',
  )
  .on(listenChatFx.fail, () => 'offline')
  .on(readChatSnapshotFx.doneData, (state, snapshot) => (snapshot === null && state === 'idle' ? 'offline' : state))
  .reset(chatStopped);
// The SDK says "not connected" before its first handshake; only after the timeout is that news.
sample({
  clock: connectTimeoutFx.done,
  source: $connection,
  filter: (state) => state === 'connecting',
  fn: () => 'offline' as const,
  target: $connection,
});

// The box stays editable while a message is on its way: clear it only if it still holds what was
// sent, so words typed in the meantime are kept.
export const $draft = createStore('')
  .on(draftChanged, (_, text) => text)
  .on(postMessageFx.done, (draft, { params }) => (draft.trim() === params.text ? '' : draft));
const $attempted = createStore(false)
  .on(messageSubmitted, () => true)
  .reset(postMessageFx.done, chatStopped);
export const $draftError = combine($draft, $attempted, (draft, attempted) => (attempted ? draftProblem(draft) : null));
export const $sending = postMessageFx.pending;

sample({
  clock: chatStarted,
  source: { stop: $stop, pending: listenChatFx.pending },
  filter: ({ stop, pending }) => stop === null && !pending,
  target: [listenChatFx, connectTimeoutFx],
});
sample({ clock: chatStopped, source: $stop, filter: Boolean, target: stopFx });
// The page was left while the SDK was still loading: stop listening as soon as it started.
sample({
  clock: listenChatFx.doneData,
  source: $active,
  filter: (active) => !active,
  fn: (_, stop) => stop,
  target: stopFx,
});
sample({
  clock: listenChatFx.failData,
  fn: (error) => ({ message: '[chat] realtime listen failed', error }),
  target: logFx,
});

sample({
  clock: messageSubmitted,
  source: { draft: $draft, token: $userToken, sending: $sending },
  filter: ({ draft, token, sending }) => token !== null && !sending && draftProblem(draft) === null,
  fn: ({ draft, token }) => ({ token: token as string, text: draft.trim() }),
  target: postMessageFx,
});
// A failed send keeps the draft so nothing typed is lost.
sample({
  clock: postMessageFx.failData,
  fn: (error) =>
    isApiError(error) && error.type === 'http' && error.status !== undefined && error.status < 500
      ? error.message
      : SEND_FAILED,
  target: showError,
});
