import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error and hint are linked with aria-describedby. */
export function Field({ id, label, value, onValue, error, hint, className, ...input }: FieldProps) {
  const extra = input['aria-describedby'] ?? '';
  const described =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : '', extra].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        {...input}
        aria-describedby={described}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        // role=alert: the message is read out as it appears, not only when the field is focused.
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
