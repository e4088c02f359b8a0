// Every package that type-checks this file (the apps, bench) learns what a CSS module is.
/// <reference path="../../global.d.ts" />
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** Given when a form focuses the field by id (requirements §5: the first failing field). */
  id?: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * The one labelled input of every form: its error and hint are linked with aria-describedby
 * (beside any the form adds), and an error is marked aria-invalid. A given id is also the name.
 */
export function Field({ id, label, value, onValue, error, hint, className, ...input }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described =
    [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : '', input['aria-describedby'] ?? '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        name={id}
        className={styles.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        {...input}
        aria-describedby={described}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        // role=alert: the message is read out as it appears, not only when the field is focused.
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
