import { Field } from '@shop/react-kit';
import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import styles from '../ui/checkout.module.css';
import {
  $amountToPay,
  $pointsProblem,
  $pointsText,
  $tenderError,
  $tenderQuote,
  $useCredit,
  creditToggled,
  pointsChosen,
  readTenderFx,
} from './model';

/** Site credit and points in the order summary: the choice, then the shop's amounts before Pay. */
export function TenderSection() {
  const t = useUnit({
    quote: $tenderQuote,
    error: $tenderError,
    useCredit: $useCredit,
    pointsText: $pointsText,
    pointsProblem: $pointsProblem,
    amountToPay: $amountToPay,
    pending: readTenderFx.pending,
    toggle: creditToggled,
    choose: pointsChosen,
  });
  if (!t.quote && !t.error) return null;
  const hasCredit = (t.quote?.site_credit ?? 0) > 0;
  const hasPoints = (t.quote?.points ?? 0) > 0;
  return (
    <section className={styles.tender} aria-label="Site credit and points">
      {hasCredit || hasPoints ? <h3>Pay with credit and points</h3> : null}
      {t.quote && hasCredit ? (
        <label className={styles.check}>
          <input type="checkbox" checked={t.useCredit} onChange={(e) => t.toggle(e.target.checked)} />
          <span>Use my site credit ({formatPounds(t.quote.site_credit)} available)</span>
        </label>
      ) : null}
      {t.quote && hasPoints ? (
        <Field
          label="Points to redeem"
          name="redeem_points"
          type="number"
          inputMode="numeric"
          min={0}
          max={t.quote.points}
          step={1}
          hint={`You have ${t.quote.points} points; ${t.quote.points_per_pound} points take £1 off.`}
          value={t.pointsText}
          error={t.pointsProblem ?? t.error ?? undefined}
          onValue={t.choose}
        />
      ) : t.error ? (
        <p className={styles.error} role="alert">
          {t.error}
        </p>
      ) : null}
      {t.quote && t.quote.credit_used > 0 ? (
        <p className={styles.row}>
          <span>Site credit used</span>
          <span data-testid="credit-used">−{formatPounds(t.quote.credit_used)}</span>
        </p>
      ) : null}
      {t.quote && t.quote.points_used > 0 ? (
        <p className={styles.row}>
          <span>Points used ({t.quote.points_used})</span>
          <span data-testid="points-used">−{formatPounds(t.quote.points_value)}</span>
        </p>
      ) : null}
      <p className={`${styles.row} ${styles.total}`} aria-live="polite">
        <span>To pay</span>
        <strong data-testid="amount-to-pay">
          {t.amountToPay === null || t.pending ? '…' : formatPounds(t.amountToPay)}
        </strong>
      </p>
    </section>
  );
}
