import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $connection, type ConnectionState } from '../model';
import { MessageList } from './MessageList';

afterEach(cleanup);

function renderEmpty(connection: ConnectionState) {
  const scope = fork({ values: [[$connection, connection]] });
  render(
    <Provider value={scope}>
      <MessageList />
    </Provider>,
  );
  return screen.getByTestId('chat-empty').textContent;
}

describe('MessageList empty state', () => {
  it('invites a first message only when the chat is connected', () => {
    expect(renderEmpty('online')).toBe('No messages yet. Be the first to say hello!');
  });

  it('says the messages cannot be loaded when the chat is offline', () => {
    expect(renderEmpty('offline')).toBe("Messages can't be loaded right now.");
  });

  it('says it is loading while connecting', () => {
    expect(renderEmpty('connecting')).toBe('Loading messages…');
  });
});
