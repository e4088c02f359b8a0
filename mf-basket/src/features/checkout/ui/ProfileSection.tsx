import { Field } from '@shop/react-kit';
import { useUnit } from 'effector-react';
import { type FormEvent, useId } from 'react';
import { $errors, $profile, $profileError, profileEdited, profileSubmitted, updateProfileFx } from '../model';
import styles from './checkout.module.css';

/** The basket-flow profile update (requirements §5 and §7); its names and email are the order's too. */
export function ProfileSection() {
  const { draft, problem, orderErrors, saving, edit, submit } = useUnit({
    draft: $profile,
    // Names and email are asked here only; the order's checks of them show here too.
    orderErrors: $errors,
    problem: $profileError,
    saving: updateProfileFx.pending,
    edit: profileEdited,
    submit: profileSubmitted,
  });
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const missing = (value: string) => (problem && !value.trim() ? problem : undefined);
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={`${errorId}-title`}>
      <h2 id={`${errorId}-title`}>Your details</h2>
      <div className={styles.grid}>
        <Field
          label="First name"
          value={draft.first_name}
          onValue={(v) => edit({ first_name: v })}
          name="first_name"
          autoComplete="given-name"
          error={missing(draft.first_name) ?? orderErrors.first_name}
        />
        <Field
          label="Last name"
          value={draft.last_name}
          onValue={(v) => edit({ last_name: v })}
          name="last_name"
          autoComplete="family-name"
          error={missing(draft.last_name) ?? orderErrors.last_name}
        />
        <Field
          label="Email"
          type="email"
          value={draft.email}
          onValue={(v) => edit({ email: v })}
          name="email"
          autoComplete="email"
          error={orderErrors.email}
          className={styles.full}
        />
      </div>
      <div className={styles.formEnd}>
        <button type="submit" className="shop-button shop-button--ghost" disabled={saving}>
          {saving ? 'SAVING...' : 'Update profile'}
        </button>
      </div>
    </form>
  );
}
