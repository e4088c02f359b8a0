import { Field } from '@shop/react-kit';
import { Link, useNavigate } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { $verifyError, $verifyErrorCode, verifyFx } from '../model';
import { forgetSignUpReturn } from '../sign-up-return';
import styles from './auth.module.css';
import { AuthAlert, SubmitButton } from './form-parts';
import { ResendLink } from './ResendLink';

/**
 * /auth/login?verify=<key>&email=<address>: the link mailed at sign-up (or for a new address). The
 * password finishes it, so a link nobody asked for confirms nothing (docs/design-choices.md "Email
 * confirmation"); then the shopper is signed in and goes on.
 */
export function ConfirmEmail({ verifyKey, email, returnTo }: { verifyKey: string; email: string; returnTo: string }) {
  const navigate = useNavigate();
  const { error, code, pending, verify } = useUnit({
    error: $verifyError,
    code: $verifyErrorCode,
    pending: verifyFx.pending,
    verify: verifyFx,
  });
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = password === '' ? 'Password is required.' : null;
    setProblem(found);
    if (found) return focusField('verify-password');
    try {
      await verify({ key: verifyKey, email, password });
      forgetSignUpReturn();
      navigate(returnTo, { replace: true });
    } catch {
      setPassword('');
    }
  }

  return (
    <section className={styles.narrow}>
      <h1>Confirm your email address</h1>
      <p className={styles.lead}>
        Enter your password to confirm <strong>{email}</strong> and sign in.
      </p>
      <form className={form.form} onSubmit={submit} noValidate>
        <AuthAlert message={error} />
        {code === 'shop_bad_link' ? <ResendLink email={email} /> : null}
        <Field
          id="verify-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={problem ?? undefined}
        />
        <div className={form.actions}>
          <SubmitButton pending={pending} label="CONFIRM AND SIGN IN" pendingLabel="CONFIRMING..." />
          <Link to="/auth/forgot/password" className={styles.link}>
            Forgot your password?
          </Link>
        </div>
      </form>
      <p className={styles.lead}>Did not ask for this? Then ignore the email: nothing happens without the password.</p>
    </section>
  );
}
