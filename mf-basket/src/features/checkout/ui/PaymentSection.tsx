import { formatPounds } from '@shop/shared';
import { Field } from '@shop/shared/kit';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $card, $errors, $isPlacing, $orderError, cardEdited } from '../model';
import styles from './checkout.module.css';

interface Props {
  /** The provider's total; null until it was read. */
  total: number | null;
  /** The total could not be read: Pay waits for it, and the shopper can ask for it again. */
  totalsFailed?: boolean;
  onRetry?: () => void;
}

/** Card payment through the provider's local test gateway; the total is the provider's. */
export function PaymentSection({ total, totalsFailed = false, onRetry }: Props) {
  const { card, errors, placing, orderError, edit } = useUnit({
    card: $card,
    errors: $errors,
    placing: $isPlacing,
    orderError: $orderError,
    edit: cardEdited,
  });
  const adultError = useId();
  const orderErrorId = useId();
  const totalNoteId = useId();
  const waitingForTotal = total === null && totalsFailed;
  const described = [orderError ? orderErrorId : '', waitingForTotal ? totalNoteId : ''].filter(Boolean).join(' ');
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
      {orderError ? (
        // Stays beside Pay until the shopper edits the form or tries again (the toast does not).
        <p id={orderErrorId} className={styles.error} role="alert">
          {orderError}
        </p>
      ) : null}
      {waitingForTotal ? (
        <p id={totalNoteId} className={styles.muted}>
          You can pay once your order total has loaded.{' '}
          {onRetry ? (
            <button type="button" className="shop-button shop-button--ghost" onClick={() => onRetry()}>
              Load the total again
            </button>
          ) : null}
        </p>
      ) : null}
      <button
        type="submit"
        className={`shop-button ${styles.pay}`}
        disabled={placing || total === null}
        aria-describedby={described || undefined}
      >
        {placing ? 'Placing your order…' : total === null ? 'Pay' : `Pay ${formatPounds(total)}`}
      </button>
    </fieldset>
  );
}
