import { PASSWORD_HINT, passwordStrength } from '@shop/shared/validation';
import styles from './form.module.css';

/** The strength meter of requirements §5; live so screen readers hear the verdict change. */
export function StrengthMeter({ id, password }: { id: string; password: string }) {
  const { level, message } = passwordStrength(password);
  return (
    <div id={id} className={styles.meter} data-level={level}>
      <div className={styles.meterBar} aria-hidden="true">
        <span />
      </div>
      <p className={styles.meterText} aria-live="polite" data-testid="password-strength">
        {message}
      </p>
      <p className={styles.hint}>{PASSWORD_HINT}</p>
    </div>
  );
}
