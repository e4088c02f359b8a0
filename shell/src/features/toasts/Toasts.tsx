import { useUnit } from 'effector-react';
import { $toasts, toastDismissed } from './model';
import styles from './toasts.module.css';

/**
 * Top-right stack: errors red with a Dismiss button, successes green (requirements §2); info
 * notices (a reduced add) in the ink colour with Dismiss, so they never read as errors. While a
 * modal dialog is open the stack moves to the bottom (toasts.module.css), off the dialog's close
 * button.
 */
export function Toasts() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  return (
    <div className={styles.stack} aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
        >
          <span className={styles.message}>{toast.message}</span>
          {toast.kind === 'success' ? null : (
            <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)}>
              Dismiss
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
