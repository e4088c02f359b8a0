import { Field } from '@shop/react-kit';
import { ukToday } from '@shop/shared/format';
import { errorsByField, type FieldError } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { NameFields } from '../../../lib/ui/NameFields';
import { StrengthMeter } from '../../../lib/ui/StrengthMeter';
import { $registerError, $registerSent, registerAgain, registerFx, registerSubmitted } from '../model';
import { rememberSignUpReturn } from '../sign-up-return';
import { type RegisterField, validateRegister } from '../validation';
import styles from './auth.module.css';
import { AuthAlert, SubmitButton } from './form-parts';
import { ResendLink } from './ResendLink';

type Values = Record<RegisterField, string>;
const EMPTY: Values = { firstName: '', lastName: '', dateOfBirth: '', email: '', password: '' };

/**
 * A new customer (e.g. sent here from checkout) creates an account; it opens when the link mailed to
 * the address is followed (api/README.md "Email ownership"), so the form gives way to "check your
 * email" with a way to send the link again.
 */
export function RegisterForm({ returnTo }: { returnTo: string }) {
  const { error, sent, pending, register, again, submitted } = useUnit({
    error: $registerError,
    sent: $registerSent,
    pending: registerFx.pending,
    register: registerFx,
    again: registerAgain,
    submitted: registerSubmitted,
  });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldError<keyof Values>[]>([]);
  const byField = errorsByField(errors);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  /** A field's id, value, change handler and message. */
  const bind = (key: keyof Values) => ({
    id: `register-${key}`,
    value: values[key],
    onValue: set(key),
    error: byField[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    submitted();
    const found = validateRegister(values);
    setErrors(found);
    if (found[0]) return focusField(`register-${found[0].field}`);
    try {
      await register({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email,
        password: values.password,
        date_of_birth: values.dateOfBirth,
      });
      rememberSignUpReturn(values.email, returnTo);
      setValues(EMPTY);
    } catch {
      /* the message shows above the form; the typed values stay */
    }
  }

  if (sent)
    return (
      <section className={styles.card} aria-labelledby="register-sent-title">
        <h2 id="register-sent-title">Check your email</h2>
        <p className={styles.notice} role="status">
          {sent.message}
        </p>
        <p>
          We sent it to <strong>{sent.email}</strong>. Open the link in that email and sign in with the password you
          chose. Nothing arrived? Look in your spam folder, or ask for a new link.
        </p>
        <ResendLink email={sent.email} />
        <p>
          <button type="button" className={styles.textButton} onClick={() => again()}>
            Use another email address
          </button>
        </p>
      </section>
    );

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">New customer? Register</h2>
      <AuthAlert message={error} />
      <NameFields form="register" values={values} set={set} errors={byField} />
      <Field
        {...bind('dateOfBirth')}
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={ukToday()}
        hint="Accounts are for people aged 18 or over."
      />
      <Field {...bind('email')} label="Email address" type="email" autoComplete="email" />
      <Field
        {...bind('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-describedby="register-strength"
      />
      <StrengthMeter id="register-strength" password={values.password} />
      <div className={form.actions}>
        <SubmitButton pending={pending} label="CREATE ACCOUNT" pendingLabel="CREATING ACCOUNT..." ghost />
      </div>
    </form>
  );
}
