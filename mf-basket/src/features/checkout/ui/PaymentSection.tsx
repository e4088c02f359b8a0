import { formatPounds } from '@shop/shared';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Field } from '../../../common/Field';
import { $card, $errors, $isPlacing, cardEdited } from '../model';
import styles from './checkout.module.css';

/** Card payment through the provider's local test gateway; the total is the provider's. */
export function PaymentSection({ total }: { total: number | null }) {
  const { card, errors, placing, edit } = useUnit({
    card: $card,
    errors: $errors,
    placing: $isPlacing,
    edit: cardEdited,
  });
  const adultError = useId();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Payment</legend>
      <div className={styles.grid}>
        <Field
          label="Card number"
          name="card_number"
          className={styles.full}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          error={errors.number}
          onValue={(v) => edit({ number: v.replace(/[^\d\s-]/g, '').slice(0, 23) })}
        />
        <Field
          label="Expiry (MM/YY)"
          name="card_expiry"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          error={errors.expiry}
          onValue={(v) => edit({ expiry: v.slice(0, 5) })}
        />
        <Field
          label="Security code"
          name="card_cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          error={errors.cvc}
          onValue={(v) => edit({ cvc: v.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={card.adult}
          onChange={(e) => edit({ adult: e.target.checked })}
          aria-invalid={errors.adult ? true : undefined}
          aria-describedby={errors.adult ? adultError : undefined}
        />
        <span>I am 18 or over, live in the UK, and accept the terms and conditions.</span>
      </label>
      {errors.adult ? (
        <span id={adultError} className={styles.error} role="alert">
          {errors.adult}
        </span>
      ) : null}
      <button type="submit" className={`shop-button ${styles.pay}`} disabled={placing || total === null}>
        {placing ? 'Placing your order…' : total === null ? 'Pay' : `Pay ${formatPounds(total)}`}
      </button>
    </fieldset>
  );
}
