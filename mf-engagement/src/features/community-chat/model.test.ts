import type { UserDetails } from '@shop/shared';
import { $user, toastRaised } from '@shop/shared/state';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toChatMessage } from './api';
import { formatMessageTime } from './format';
import {
  $connection,
  $draft,
  $draftError,
  $messages,
  CONNECT_TIMEOUT_MS,
  chatStarted,
  chatStopped,
  connectionChanged,
  draftChanged,
  draftProblem,
  listenChatFx,
  messageSubmitted,
  messagesReceived,
  postMessageFx,
  readChatSnapshotFx,
  SEND_FAILED,
} from './model';

const user = { token: 'tok-1', first_name: 'Sarah' } as UserDetails;

function setup({ post = vi.fn(async () => 'id-1'), signedIn = true } = {}) {
  const stop = vi.fn();
  const listen = vi.fn(async () => stop);
  const scope = fork({
    values: signedIn ? [[$user, user]] : [],
    handlers: [
      [postMessageFx, post],
      [listenChatFx, listen],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastRaised, scope, fn: (t) => toasts.push(t) });
  return { scope, post, listen, stop, toasts };
}

describe('community chat: posting', () => {
  it('validates empty and over-long drafts', () => {
    expect(draftProblem('   ')).toBe('Please write a message.');
    expect(draftProblem('a'.repeat(500))).toBeNull();
    expect(draftProblem('a'.repeat(501))).toBe('Messages can be up to 500 characters.');
  });

  it('shows no error before the first attempt, then the reason it cannot be sent', async () => {
    const { scope, post } = setup();
    expect(scope.getState($draftError)).toBeNull();
    await allSettled(messageSubmitted, { scope });
    expect(scope.getState($draftError)).toBe('Please write a message.');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a message with no visible character and sends nothing', async () => {
    for (const invisible of ['\u200B\u200B', ' \u200D\uFEFF ', '\u3164', '\u2800\u00A0', '\u0301', '\u202E\u2066']) {
      expect(draftProblem(invisible)).toBe('Please write a message.');
    }
    const { scope, post } = setup();
    await allSettled(draftChanged, { scope, params: '\u200B \u2060' });
    await allSettled(messageSubmitted, { scope });
    expect(scope.getState($draftError)).toBe('Please write a message.');
    expect(post).not.toHaveBeenCalled();
    expect(draftProblem('👍🏽')).toBeNull();
    expect(draftProblem('e\u0301')).toBeNull();
    expect(draftProblem('👨\u200D👩\u200D👧')).toBeNull();
  });

  it('posts the trimmed text with the user token and clears the draft', async () => {
    const { scope, post } = setup();
    await allSettled(draftChanged, { scope, params: '  Good luck all!  ' });
    await allSettled(messageSubmitted, { scope });
    expect(post).toHaveBeenCalledWith({ token: 'tok-1', text: 'Good luck all!' });
    expect(scope.getState($draft)).toBe('');
  });

  it('keeps what was typed while the message was on its way', async () => {
    let deliver = () => {};
    const post = vi.fn(() => new Promise<string>((resolve) => (deliver = () => resolve('id-1'))));
    const { scope } = setup({ post });
    await allSettled(draftChanged, { scope, params: 'Good luck all!' });
    const sent = allSettled(messageSubmitted, { scope });
    // Typed while sending (allSettled would wait for the send itself).
    scopeBind(draftChanged, { scope })('Good luck all! And well done Sam');
    deliver();
    await sent;
    expect(post).toHaveBeenCalledWith({ token: 'tok-1', text: 'Good luck all!' });
    expect(scope.getState($draft)).toBe('Good luck all! And well done Sam');
  });

  it('keeps the draft and raises an error toast when sending fails', async () => {
    const post = vi.fn(async () =>
      Promise.reject({ type: 'network', message: 'The network is unreachable.', isRetryable: true }),
    );
    const { scope, toasts } = setup({ post });
    await allSettled(draftChanged, { scope, params: 'Hello' });
    await allSettled(messageSubmitted, { scope });
    expect(scope.getState($draft)).toBe('Hello');
    expect(toasts).toEqual([{ kind: 'error', message: SEND_FAILED }]);
  });

  it('shows the provider reason for a rejected message', async () => {
    const post = vi.fn(async () =>
      Promise.reject({
        type: 'http',
        status: 400,
        message: 'Message must be at most 500 characters.',
        isRetryable: false,
      }),
    );
    const { scope, toasts } = setup({ post });
    await allSettled(draftChanged, { scope, params: 'Hello' });
    await allSettled(messageSubmitted, { scope });
    expect(toasts).toEqual([{ kind: 'error', message: 'Message must be at most 500 characters.' }]);
  });

  it('does not post for a visitor', async () => {
    const { scope, post } = setup({ signedIn: false });
    await allSettled(draftChanged, { scope, params: 'Hello' });
    await allSettled(messageSubmitted, { scope });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('community chat: live messages and connection', () => {
  afterEach(() => vi.useRealTimers());

  it('listens once per visit and stops when the page is left', async () => {
    vi.useFakeTimers();
    const { scope, listen, stop } = setup();
    void allSettled(chatStarted, { scope });
    void allSettled(chatStarted, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(listen).toHaveBeenCalledTimes(1);
    void allSettled(chatStopped, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('is connecting until the SDK connects, offline after losing it', async () => {
    const { scope } = setup();
    await allSettled(connectionChanged, { scope, params: false });
    expect(scope.getState($connection)).toBe('connecting');
    await allSettled(connectionChanged, { scope, params: true });
    expect(scope.getState($connection)).toBe('online');
    await allSettled(connectionChanged, { scope, params: false });
    expect(scope.getState($connection)).toBe('offline');
  });

  it('shows the messages as they were before it listens (a server-rendered first view); offline when they could not be read', async () => {
    const message = { id: 'm1', user: 'Sam P.', text: 'Good luck all', ts: 1 };
    const read = fork({ handlers: [[readChatSnapshotFx, async () => [message]]] });
    await allSettled(readChatSnapshotFx, { scope: read, params: { emulator: '', databaseUrl: '', projectId: '' } });
    expect(read.getState($messages)).toEqual([message]);
    // Not listening yet: no "connecting" notice over the messages.
    expect(read.getState($connection)).toBe('idle');
    const failed = fork({ handlers: [[readChatSnapshotFx, async () => null]] });
    await allSettled(readChatSnapshotFx, { scope: failed, params: { emulator: '', databaseUrl: '', projectId: '' } });
    expect(failed.getState($connection)).toBe('offline');
  });

  it('says offline when no connection comes within the timeout', async () => {
    vi.useFakeTimers();
    const { scope } = setup();
    void allSettled(chatStarted, { scope });
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(scope.getState($connection)).toBe('offline');
  });

  it('replaces the list with the latest messages', async () => {
    const { scope } = setup();
    const list = [{ id: 'a', user: 'Sam', text: '<b>hi</b>', ts: 1 }];
    await allSettled(messagesReceived, { scope, params: list });
    expect(scope.getState($messages)).toEqual(list);
  });

  it('checks messages at the edge', () => {
    expect(toChatMessage('k', { user: 'Sam', text: 'Hi', ts: 5 })).toEqual({ id: 'k', user: 'Sam', text: 'Hi', ts: 5 });
    expect(toChatMessage('k', { text: 'Hi' })).toEqual({ id: 'k', user: 'Player', text: 'Hi', ts: 0 });
    expect(toChatMessage('k', { user: 'Sam' })).toBeNull();
    expect(toChatMessage('k', null)).toBeNull();
  });

  it('formats times in UK time, with the day for older messages', () => {
    const now = Date.UTC(2026, 10, 21, 15, 0);
    expect(formatMessageTime(Date.UTC(2026, 10, 21, 14, 5), now)).toBe('14:05');
    expect(formatMessageTime(Date.UTC(2026, 10, 20, 9, 30), now)).toBe('20 Nov, 09:30');
    expect(formatMessageTime(0, now)).toBe('');
  });
});
