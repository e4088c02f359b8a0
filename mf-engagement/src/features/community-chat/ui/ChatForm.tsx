import { useUnit } from 'effector-react';
import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import {
  $draft,
  $draftError,
  $sending,
  draftChanged,
  draftProblem,
  MAX_MESSAGE_LENGTH,
  messageSubmitted,
} from '../model';
import styles from './chat.module.css';

export function ChatForm() {
  const { draft, error, sending, change, submit } = useUnit({
    draft: $draft,
    error: $draftError,
    sending: $sending,
    change: draftChanged,
    submit: messageSubmitted,
  });
  const length = Array.from(draft.trim()).length;
  const over = length > MAX_MESSAGE_LENGTH;
  const input = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
    // Sent with the button: bring the shopper back to the message that needs fixing.
    if (draftProblem(draft) !== null) input.current?.focus();
  };
  // Enter sends, Shift+Enter starts a new line: what chat users expect.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor="chat-message" className={styles.label}>
        Your message
      </label>
      <textarea
        id="chat-message"
        ref={input}
        className={styles.input}
        rows={2}
        value={draft}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`chat-counter${error ? ' chat-error' : ''}`}
        placeholder="Say something to the community…"
      />
      <div className={styles.formRow}>
        <span id="chat-counter" className={over ? styles.counterOver : styles.counter}>
          {length}/{MAX_MESSAGE_LENGTH}
          <span className="visually-hidden"> characters</span>
        </span>
        <button type="submit" className="shop-button" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {error ? (
        <p id="chat-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
