import { useUnit } from 'effector-react';
import { $toasts, toastDismissed } from './model';
import styles from './toasts.module.css';

/** Top-right stack: errors red with a Dismiss button, successes green (spec section 2). */
export function Toasts() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  return (
    <div className={styles.stack} aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
        >
          <span className={styles.message}>{toast.message}</span>
          {toast.kind === 'error' ? (
            <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)}>
              Dismiss
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
