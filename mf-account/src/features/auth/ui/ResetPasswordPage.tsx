import { Field } from '@shop/react-kit';
import { Link, useSearchParams } from '@shop/react-kit/routing';
import { errorsByField, type FieldError } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { StrengthMeter } from '../../../lib/ui/StrengthMeter';
import { $resetDone, $resetError, resetFx, resetSubmitted } from '../model';
import { validateNewPassword } from '../validation';
import styles from './auth.module.css';
import { SubmitButton } from './form-parts';

/** /auth/reset/password?key=..&email=..: the link emailed by forgot password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const email = params.get('email') ?? '';
  const { done, error, pending, reset, submitted } = useUnit({
    done: $resetDone,
    error: $resetError,
    pending: resetFx.pending,
    reset: resetFx,
    submitted: resetSubmitted,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldError<'password' | 'confirm'>[]>([]);
  const byField = errorsByField(errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitted();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found[0]) return focusField(`reset-${found[0].field}`);
    await reset({ key, email, password }).catch(() => undefined);
  }

  if (!key || !email) {
    return (
      <section className={styles.narrow}>
        <h1>Reset Password</h1>
        <p className={styles.alert} role="alert">
          This password reset link is incomplete. Please use the link from your email, or ask for a new one.
        </p>
        <p>
          <Link to="/auth/forgot/password">Ask for a new reset link</Link>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.narrow}>
      <h1>Reset Password</h1>
      {done ? (
        <>
          <p className={styles.notice} role="status">
            {done}
          </p>
          <p>
            <Link to="/auth/login" className="shop-button">
              Go to login
            </Link>
          </p>
        </>
      ) : (
        <form className={form.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>Choose a new password for {email}.</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error} <Link to="/auth/forgot/password">Ask for a new link</Link>
            </p>
          ) : null}
          <Field
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
            error={byField.password}
            aria-describedby="reset-strength"
          />
          <StrengthMeter id="reset-strength" password={password} />
          <Field
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onValue={setConfirm}
            error={byField.confirm}
          />
          <div className={form.actions}>
            <SubmitButton pending={pending} label="RESET PASSWORD" pendingLabel="SAVING..." />
          </div>
        </form>
      )}
    </section>
  );
}
