import { Field } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import { emailProblem } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { $forgotError, $forgotSent, forgotFx, forgotSubmitted } from '../model';
import styles from './auth.module.css';
import { AuthAlert, SubmitButton } from './form-parts';

/** /auth/forgot/password: asks the provider to email a one-hour reset link. */
export function ForgotPasswordPage() {
  const { sent, error, pending, send, submitted } = useUnit({
    sent: $forgotSent,
    error: $forgotError,
    pending: forgotFx.pending,
    send: forgotFx,
    submitted: forgotSubmitted,
  });
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitted();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return focusField('forgot-email');
    await send(email).catch(() => undefined);
  }

  return (
    <section className={styles.narrow}>
      <h1>Forgot Password</h1>
      <p className={styles.lead}>
        Enter the email address of your account and we will email you a link to choose a new password.
      </p>
      <form className={form.form} onSubmit={submit} noValidate>
        {sent ? (
          <p className={styles.notice} role="status">
            {sent}
          </p>
        ) : null}
        <AuthAlert message={error} />
        <Field
          id="forgot-email"
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={problem ?? undefined}
        />
        <div className={form.actions}>
          <SubmitButton pending={pending} label="SEND RESET LINK" pendingLabel="SENDING..." />
          <Link to="/auth/login" className={styles.link}>
            Back to login
          </Link>
        </div>
      </form>
    </section>
  );
}
