import { useFocusFirstInvalid } from '@shop/shared/kit';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { $errors, $form, type ClaimField, claimPrizeFx, claimSubmitted, fieldChanged } from '../model';
import styles from './claim.module.css';

const FIELDS: { field: ClaimField; label: string; multiline?: boolean; autoComplete?: string; required: boolean }[] = [
  { field: 'full_name', label: 'Full name', autoComplete: 'name', required: true },
  { field: 'phone', label: 'Phone number', autoComplete: 'tel', required: true },
  { field: 'address', label: 'Delivery address', multiline: true, autoComplete: 'street-address', required: true },
  { field: 'notes', label: 'Notes (optional)', multiline: true, required: false },
];

export function ClaimForm({ prize }: { prize: string }) {
  const { form, errors, change, submit, saving } = useUnit({
    form: $form,
    errors: $errors,
    change: fieldChanged,
    submit: claimSubmitted,
    saving: claimPrizeFx.pending,
  });
  const { formRef, submitted } = useFocusFirstInvalid();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    submitted();
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="claim-form-title">
      <h2 id="claim-form-title">Where should we send {prize || 'your prize'}?</h2>
      {FIELDS.map(({ field, label, multiline, autoComplete, required }) => {
        const id = `claim-${field}`;
        const error = errors[field];
        const props = {
          id,
          name: field,
          value: form[field],
          autoComplete,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          disabled: saving,
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id}>{label}</label>
            {multiline ? (
              <textarea {...props} rows={3} onChange={(e) => change({ field, value: e.target.value })} />
            ) : (
              <input
                {...props}
                type={field === 'phone' ? 'tel' : 'text'}
                onChange={(e) => change({ field, value: e.target.value })}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="shop-button" disabled={saving}>
        {saving ? 'SENDING...' : 'Send my claim'}
      </button>
    </form>
  );
}
