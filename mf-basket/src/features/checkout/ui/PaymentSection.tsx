import { Link } from '@shop/react-kit/routing';
import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { CardChoice } from '../card-choice/CardChoice';
import { $cardChoice } from '../card-choice/model';
import { $consent, $errors, $isPlacing, $orderError, consentEdited } from '../model';
import { $cardNeeded } from '../tender/model';
import { CardFields } from './CardFields';
import styles from './checkout.module.css';

interface Props {
  /** The provider's total; null until it was read. */
  total: number | null;
  /** The total could not be read: Pay waits for it, and the shopper can ask for it again. */
  totalsFailed?: boolean;
  onRetry?: () => void;
}

/** Card payment through the payment service's hosted fields; the total is the provider's. */
export function PaymentSection({ total, totalsFailed = false, onRetry }: Props) {
  const { consent, errors, placing, orderError, edit, cardNeeded, cardChoice } = useUnit({
    consent: $consent,
    errors: $errors,
    placing: $isPlacing,
    orderError: $orderError,
    edit: consentEdited,
    cardNeeded: $cardNeeded,
    cardChoice: $cardChoice,
  });
  const adultError = useId();
  const orderErrorId = useId();
  const totalNoteId = useId();
  const waitingForTotal = total === null && totalsFailed;
  const described = [orderError ? orderErrorId : '', waitingForTotal ? totalNoteId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Payment</legend>
      {cardNeeded ? null : <p>Your site credit and points cover this order: no card is needed.</p>}
      <div hidden={!cardNeeded}>
        <CardChoice />
        <CardFields total={total} fields={cardChoice === 'new'} />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => edit(e.target.checked)}
          aria-invalid={errors.adult ? true : undefined}
          aria-describedby={errors.adult ? adultError : undefined}
        />
        <span>
          I am 18 or over, live in the UK, and accept the{' '}
          <Link to="/legal-terms?tab=0" target="_blank">
            terms and conditions
          </Link>{' '}
          and the{' '}
          <Link to="/legal-terms?tab=3" target="_blank">
            privacy policy
          </Link>
          .
        </span>
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
