import { Field } from '@shop/react-kit';
import { useUnit } from 'effector-react';
import { $billing, $errors, billingEdited } from '../model';
import type { BillingDraft } from '../validation';
import styles from './checkout.module.css';

const FIELDS: { name: keyof BillingDraft; label: string; autoComplete: string; type?: string; full?: boolean }[] = [
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address_1', label: 'House name/number', autoComplete: 'address-line1' },
  { name: 'address_2', label: 'Street address', autoComplete: 'address-line2' },
  { name: 'city', label: 'Town/City', autoComplete: 'address-level2' },
  { name: 'state', label: 'County (optional)', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

export function BillingSection() {
  const { draft, errors, edit } = useUnit({ draft: $billing, errors: $errors, edit: billingEdited });
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Billing address</legend>
      <p className={styles.note}>The order is billed to the name and email in “Your details”.</p>
      <div className={styles.grid}>
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            value={draft[f.name]}
            error={errors[f.name]}
            onValue={(v) => edit({ [f.name]: v })}
          />
        ))}
        <Field label="Country/Region" value="United Kingdom" onValue={() => {}} readOnly />
      </div>
    </fieldset>
  );
}
