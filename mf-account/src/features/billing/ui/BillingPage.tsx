import { Field } from '@shop/react-kit';
import { $user } from '@shop/shared/state';
import { type BillingField, type BillingValues, validateBilling } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import form from '../../../lib/ui/form.module.css';
import page from '../../../lib/ui/page.module.css';
import { BusyOverlay, SaveButton } from '../../../lib/ui/SaveButton';
import { useForm } from '../../../lib/use-form';
import { billingSave, billingSubmitted, billingValues } from '../model';

/** /account/billing: the billing address; country is fixed to the United Kingdom. */
export function BillingPage() {
  const { user, saving, submit } = useUnit({ user: $user, saving: billingSave.$saving, submit: billingSubmitted });
  const { values, set, errors, check } = useForm<BillingField, BillingValues>(billingValues(user), 'billing');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (check(validateBilling(values))) submit(values);
  }

  const field = (name: BillingField, label: string, autoComplete: string, type = 'text') => (
    <Field
      id={`billing-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onValue={set(name)}
      error={errors[name]}
    />
  );

  return (
    <section className={page.section}>
      <h1>Billing Details</h1>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <BusyOverlay busy={saving} label="Saving your billing details" />
        <div className={form.grid}>
          {field('firstName', 'First name *', 'given-name')}
          {field('lastName', 'Last name *', 'family-name')}
        </div>
        <div className={form.grid}>
          {field('phone', 'Phone *', 'tel', 'tel')}
          {field('email', 'Email address *', 'email', 'email')}
        </div>
        {field('address1', 'House name/number *', 'address-line1')}
        {field('address2', 'Street address *', 'address-line2')}
        <div className={form.grid}>
          {field('city', 'Town / City *', 'address-level2')}
          {field('postcode', 'Postcode *', 'postal-code')}
        </div>
        {field('county', 'County (optional)', 'address-level1')}
        {/* Requirements §9: the country is fixed; shown, never editable. */}
        <Field id="billing-country" label="Country / Region" value="United Kingdom" readOnly onValue={() => {}} />
        <SaveButton saving={saving} />
      </form>
    </section>
  );
}
