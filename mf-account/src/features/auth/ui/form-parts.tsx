import styles from './auth.module.css';

/** The sign-in forms' message about the last attempt (read out at once: role="alert"). */
export function AuthAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}

/** A sign-in form's submit button: disabled and reworded while the call is under way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ghost = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  ghost?: boolean;
}) {
  return (
    <button type="submit" className={ghost ? 'shop-button shop-button--ghost' : 'shop-button'} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
