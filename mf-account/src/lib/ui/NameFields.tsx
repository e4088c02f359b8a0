import { Field } from '@shop/react-kit';
import form from './form.module.css';

/**
 * First and last name side by side, as registration and the account details both ask them;
 * field ids are `<form>-firstName` and `<form>-lastName` (focusField and the e2e tests use them).
 */
export function NameFields({
  form: formId,
  values,
  set,
  errors,
  required = false,
}: {
  form: string;
  values: { firstName: string; lastName: string };
  set: (field: 'firstName' | 'lastName') => (value: string) => void;
  errors: { firstName?: string; lastName?: string };
  /** Marks the labels with the spec's asterisk. */
  required?: boolean;
}) {
  const mark = required ? ' *' : '';
  return (
    <div className={form.grid}>
      <Field
        id={`${formId}-firstName`}
        label={`First name${mark}`}
        autoComplete="given-name"
        value={values.firstName}
        onValue={set('firstName')}
        error={errors.firstName}
      />
      <Field
        id={`${formId}-lastName`}
        label={`Last name${mark}`}
        autoComplete="family-name"
        value={values.lastName}
        onValue={set('lastName')}
        error={errors.lastName}
      />
    </div>
  );
}
