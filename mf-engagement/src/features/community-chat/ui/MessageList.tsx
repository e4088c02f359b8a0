import { useNow } from '@shop/react-kit';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { formatMessageTime } from '../format';
import { $connection, $messages, type ConnectionState } from '../model';
import styles from './chat.module.css';

// Follow new messages only when the reader is already at the bottom, so scrolling back to read
// older ones is never interrupted.
const STICKY_PX = 80;

// An empty list means "nobody has written" only when we are connected: offline (or the SDK failed
// to load) it means we could not read the messages, and inviting a first hello would mislead.
const EMPTY: Record<ConnectionState, string> = {
  idle: 'No messages yet.',
  connecting: 'Loading messages…',
  online: 'No messages yet. Be the first to say hello!',
  offline: "Messages can't be loaded right now.",
};

export function MessageList() {
  const { messages, connection } = useUnit({ messages: $messages, connection: $connection });
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  // "14:05" or "20 Nov, 14:05" depends on today: the first render reads the render's clock.
  const now = useNow(60_000);

  useEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages]);

  if (messages.length === 0) {
    return (
      <p className={styles.empty} data-testid="chat-empty">
        {EMPTY[connection]}
      </p>
    );
  }

  return (
    <ol
      ref={listRef}
      className={styles.messages}
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
      }}
    >
      {messages.map((message) => (
        <li key={message.id} className={styles.message} data-testid="chat-message">
          <div className={styles.meta}>
            <span className={styles.author}>{message.user}</span>
            {message.ts ? (
              <time dateTime={new Date(message.ts).toISOString()}>{formatMessageTime(message.ts, now)}</time>
            ) : null}
          </div>
          {/* Rendered as text: React escapes it, so HTML in a message is shown, never run. */}
          <p className={styles.body}>{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
