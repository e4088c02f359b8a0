import { useUnit } from 'effector-react';
import { $resendError, $resendSent, resendFx } from '../model';
import styles from './auth.module.css';
import { AuthAlert } from './form-parts';

/** "Send a new link" for an address waiting for its confirmation, with the provider's response. */
export function ResendLink({ email }: { email: string }) {
  const { sent, error, pending, resend } = useUnit({
    sent: $resendSent,
    error: $resendError,
    pending: resendFx.pending,
    resend: resendFx,
  });
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="shop-button shop-button--ghost"
        disabled={pending}
        onClick={() => void resend(email).catch(() => undefined)}
      >
        {pending ? 'SENDING...' : 'SEND A NEW LINK'}
      </button>
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : null}
      <AuthAlert message={error} />
    </div>
  );
}
