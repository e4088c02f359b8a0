import { errorsByField, type FieldError, ukToday } from '@shop/shared';
import { Field } from '@shop/shared/kit';
import { useNavigate } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { focusField } from '../../../lib/save';
import form from '../../../lib/ui/form.module.css';
import { StrengthMeter } from '../../../lib/ui/StrengthMeter';
import { $registerError, registerFx } from '../model';
import { type RegisterField, validateRegister } from '../validation';
import styles from './auth.module.css';

type Values = Record<RegisterField, string>;
const EMPTY: Values = { firstName: '', lastName: '', dateOfBirth: '', email: '', password: '' };

/** A new customer (e.g. sent here from checkout) creates an account and is signed in at once. */
export function RegisterForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const { error, pending, register } = useUnit({
    error: $registerError,
    pending: registerFx.pending,
    register: registerFx,
  });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldError<keyof Values>[]>([]);
  const byField = errorsByField(errors);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      navigate(returnTo, { replace: true });
    } catch {
      /* the message shows above the form; the typed values stay */
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h2 id="register-title">New customer? Register</h2>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <div className={form.grid}>
        <Field
          id="register-firstName"
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onValue={set('firstName')}
          error={byField.firstName}
        />
        <Field
          id="register-lastName"
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onValue={set('lastName')}
          error={byField.lastName}
        />
      </div>
      <Field
        id="register-dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={ukToday()}
        value={values.dateOfBirth}
        onValue={set('dateOfBirth')}
        error={byField.dateOfBirth}
        hint="Accounts are for people aged 18 or over."
      />
      <Field
        id="register-email"
        label="Email address"
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={set('email')}
        error={byField.email}
      />
      <Field
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValue={set('password')}
        error={byField.password}
        aria-describedby="register-strength"
      />
      <StrengthMeter id="register-strength" password={values.password} />
      <div className={form.actions}>
        <button type="submit" className="shop-button shop-button--ghost" disabled={pending}>
          {pending ? 'CREATING ACCOUNT...' : 'CREATE ACCOUNT'}
        </button>
      </div>
    </form>
  );
}
