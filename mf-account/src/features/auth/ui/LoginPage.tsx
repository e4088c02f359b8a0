import { Field, useSession } from '@shop/react-kit';
import { Link, Navigate, useNavigate, useSearchParams } from '@shop/react-kit/routing';
import { errorsByField, type FieldError } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { safeReturnTo } from '../../../lib/return-to';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import { $loginError, $loginErrorCode, loginFx, loginSubmitted } from '../model';
import { signUpReturn } from '../sign-up-return';
import { validateLogin } from '../validation';
import styles from './auth.module.css';
import { ConfirmEmail } from './ConfirmEmail';
import { AuthAlert, SubmitButton } from './form-parts';
import { RegisterForm } from './RegisterForm';
import { ResendLink } from './ResendLink';

/**
 * /auth/login: sign in, or register, then go back to `?returnTo=` (default /account). With
 * `?verify=<key>&email=<address>` (the emailed confirmation link) it confirms the address instead.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const askedReturnTo = params.get('returnTo');
  const verifyKey = params.get('verify');
  const verifyEmail = params.get('email');
  const navigate = useNavigate();
  const { user, settled } = useSession();
  const { error, errorCode, pending, login, submitted } = useUnit({
    error: $loginError,
    errorCode: $loginErrorCode,
    pending: loginFx.pending,
    login: loginFx,
    submitted: loginSubmitted,
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError<'email' | 'password'>[]>([]);
  const byField = errorsByField(errors);

  // A confirmation link works whoever is signed in here (a new address confirms on the same browser).
  if (verifyKey && verifyEmail)
    return (
      <ConfirmEmail
        verifyKey={verifyKey}
        email={verifyEmail}
        returnTo={askedReturnTo ? returnTo : signUpReturn(verifyEmail)}
      />
    );
  if (!settled) return <PageSpinner label="Checking your session" />;
  // Already signed in (e.g. the back button): nothing to do here.
  if (user && !pending) return <Navigate to={returnTo} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitted();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found[0]) return focusField(`login-${found[0].field}`);
    try {
      await login({ email, password });
      navigate(returnTo, { replace: true });
    } catch {
      setPassword('');
    }
  }

  return (
    <section className={styles.page}>
      <h1>Login</h1>
      {returnTo !== '/account' ? <p className={styles.lead}>Sign in or create an account to continue.</p> : null}
      <div className={styles.columns}>
        <form className={form.form} onSubmit={submit} noValidate aria-labelledby="login-title">
          <h2 id="login-title">Sign in</h2>
          <AuthAlert message={error} />
          {errorCode === 'shop_email_unconfirmed' ? <ResendLink email={email} /> : null}
          <Field
            id="login-email"
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            error={byField.email}
          />
          <Field
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={byField.password}
          />
          <div className={form.actions}>
            <SubmitButton pending={pending} label="SIGN IN" pendingLabel="SIGNING IN..." />
            <Link to="/auth/forgot/password" className={styles.link}>
              Forgot your password?
            </Link>
          </div>
        </form>
        <RegisterForm returnTo={returnTo} />
      </div>
    </section>
  );
}
