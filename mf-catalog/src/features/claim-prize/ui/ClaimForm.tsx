import { Field, useFocusFirstInvalid } from '@shop/react-kit';
import type { ClaimablePrize } from '@shop/shared';
import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import {
  $document,
  $errors,
  $form,
  $formProblem,
  type ClaimTextField,
  choiceChanged,
  claimPrizeFx,
  claimSubmitted,
  consentChanged,
  documentChosen,
  fieldChanged,
  offersCash,
  readDocumentFx,
} from '../model';
import styles from './claim.module.css';

const ADDRESS: { field: ClaimTextField; label: string; autoComplete: string; required: boolean }[] = [
  { field: 'full_name', label: 'Full name', autoComplete: 'name', required: true },
  { field: 'phone', label: 'Phone number', autoComplete: 'tel', required: true },
  { field: 'address_1', label: 'House name/number', autoComplete: 'address-line1', required: true },
  { field: 'address_2', label: 'Street address (optional)', autoComplete: 'address-line2', required: false },
  { field: 'city', label: 'Town/City', autoComplete: 'address-level2', required: true },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code', required: true },
];

/** The claim of one prize: where it goes (or the cash), the checks a prize needs, consent, notes. */
export function ClaimForm({ prize }: { prize: ClaimablePrize }) {
  const u = useUnit({
    form: $form,
    errors: $errors,
    problem: $formProblem,
    document: $document,
    reading: readDocumentFx.pending,
    change: fieldChanged,
    choose: choiceChanged,
    consent: consentChanged,
    pickFile: documentChosen,
    submit: claimSubmitted,
    saving: claimPrizeFx.pending,
  });
  const { form, errors, saving } = u;
  const { formRef, submitted } = useFocusFirstInvalid();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    u.submit();
    submitted();
  };
  const cash = offersCash(prize);
  const text = (field: ClaimTextField, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      key={field}
      id={`claim-${field}`}
      label={label}
      value={form[field]}
      onValue={(value) => u.change({ field, value })}
      error={errors[field]}
      disabled={saving}
      {...extra}
    />
  );
  return (
    <form
      ref={formRef}
      id="claim-form"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="claim-form-title"
    >
      <h2 id="claim-form-title">Claim {prize.prize}</h2>
      {cash ? (
        <fieldset className={styles.choice} aria-describedby={errors.choice ? 'claim-choice-error' : undefined}>
          <legend>What would you like?</legend>
          <label>
            <input
              type="radio"
              name="choice"
              value="prize"
              checked={form.choice === 'prize'}
              onChange={() => u.choose('prize')}
              disabled={saving}
            />
            The prize: {prize.prize}
          </label>
          <label>
            <input
              type="radio"
              name="choice"
              value="cash"
              checked={form.choice === 'cash'}
              onChange={() => u.choose('cash')}
              disabled={saving}
            />
            {formatPounds(prize.cash_alternative)} cash alternative
          </label>
          {errors.choice ? (
            <p id="claim-choice-error" className={styles.error} role="alert">
              {errors.choice}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className={styles.group}>
        <legend>{form.choice === 'cash' && cash ? 'Your details' : 'Where should we send it?'}</legend>
        <p className={styles.muted}>
          Filled in from your account's billing address: change anything that is out of date.
        </p>
        {ADDRESS.map(({ field, label, autoComplete, required }) =>
          text(field, label, {
            autoComplete,
            required,
            type: field === 'phone' ? 'tel' : 'text',
            ...(field === 'postcode' ? { autoCapitalize: 'characters' } : {}),
          }),
        )}
      </fieldset>
      {prize.needs_date_of_birth || prize.needs_id ? (
        <fieldset className={styles.group}>
          <legend>Checks before we hand over a prize</legend>
          {prize.needs_date_of_birth
            ? text('date_of_birth', 'Date of birth', {
                type: 'date',
                autoComplete: 'bday',
                required: true,
                hint: 'Winners must be 18 or over. We keep it on your account, so we only ask once.',
              })
            : null}
          {prize.needs_id ? (
            <div className={styles.field}>
              <label htmlFor="claim-id_document">Proof of identity</label>
              <input
                id="claim-id_document"
                name="id_document"
                type="file"
                accept="image/jpeg,image/png,application/pdf"
                required
                disabled={saving}
                aria-invalid={errors.id_document ? true : undefined}
                aria-describedby={`claim-id_document-hint${errors.id_document ? ' claim-id_document-error' : ''}`}
                onChange={(e) => u.pickFile(e.target.files?.[0] ?? null)}
              />
              <p id="claim-id_document-hint" className={styles.muted}>
                A photo or scan of your passport or driving licence: JPEG, PNG or PDF, up to 5 MB. We ask for it on
                prizes of this value to make sure they reach the winner. It is kept privately: only our claims team sees
                it.
                {u.reading ? ' Reading the file…' : ''}
                {u.document ? ` Chosen: ${u.document.name}.` : ''}
              </p>
              {errors.id_document ? (
                <p id="claim-id_document-error" className={styles.error} role="alert">
                  {errors.id_document}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="publicity_consent"
          checked={form.publicity_consent}
          onChange={(e) => u.consent(e.target.checked)}
          disabled={saving}
        />
        <span>
          You may show my first name and initial, my town and a photo of me with my prize on the winners page and social
          media. (Optional: your prize is the same either way.)
        </span>
      </label>
      <div className={styles.field}>
        <label htmlFor="claim-notes">Notes (optional)</label>
        <textarea
          id="claim-notes"
          name="notes"
          rows={3}
          value={form.notes}
          disabled={saving}
          onChange={(e) => u.change({ field: 'notes', value: e.target.value })}
        />
      </div>
      {u.problem ? (
        <p className={styles.problem} role="alert">
          {u.problem}
        </p>
      ) : null}
      <button type="submit" className="shop-button" disabled={saving || u.reading}>
        {saving ? 'SENDING...' : 'Send my claim'}
      </button>
    </form>
  );
}
