import { useSession } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../common/page.module.css';
import { $connection, type ConnectionState, chatStarted, chatStopped } from '../model';
import { ChatForm } from './ChatForm';
import styles from './chat.module.css';
import { MessageList } from './MessageList';

const RETURN_TO = '/community-chat';

export function CommunityChatPage() {
  const { user, settled } = useSession();
  const { connection, start, stop } = useUnit({
    connection: $connection,
    start: chatStarted,
    stop: chatStopped,
  });

  useEffect(() => {
    start();
    return () => stop();
  }, [start, stop]);

  return (
    <section className={page.page}>
      <h1>Community Chat</h1>
      <p className={styles.intro}>
        Chat with other players about draws, live results and wins. Messages are public, so please be kind and never
        share personal details.
      </p>
      <div className={styles.panel}>
        <ConnectionNotice state={connection} />
        <MessageList />
        {user ? (
          <ChatForm />
        ) : !settled ? (
          <div className="shop-spinner" role="status" aria-label="Checking your session" />
        ) : (
          <p className={styles.visitor}>
            <Link to={`/auth/login?returnTo=${encodeURIComponent(RETURN_TO)}`}>Sign in to chat</Link> and join the
            conversation. Anyone can read along.
          </p>
        )}
      </div>
    </section>
  );
}

function ConnectionNotice({ state }: { state: ConnectionState }) {
  if (state === 'online' || state === 'idle') return null;
  return (
    <div
      className={state === 'offline' ? styles.offline : styles.connecting}
      role="status"
      data-testid="chat-connection"
    >
      {state === 'offline'
        ? 'Live chat is offline right now. We will keep trying to reconnect; new messages appear as soon as it is back.'
        : 'Connecting to the live chat…'}
    </div>
  );
}
