import { type Competition, formatPounds, formatUkDateTime } from '@shop/shared';
import { useNow } from '@shop/shared/kit';
import { Link } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { Countdown, competitionView, Progress, STATE_LABEL } from '../../../common/competition';
import { $quantity, addToCartClicked } from '../model';
import styles from './details.module.css';
import { QuantityPicker } from './QuantityPicker';

/** Price, progress, draw time, countdown, quantity and add to cart — with the free route beside it. */
export function EntryPanel({ competition: c, suggested }: { competition: Competition; suggested: number[] }) {
  // A minute's resolution: the state, the sale price and "New" (the countdown ticks on its own).
  const view = competitionView(c, useNow(60_000));
  const { add, quantity } = useUnit({ add: addToCartClicked, quantity: $quantity });
  const closedReason =
    view.state !== 'live'
      ? STATE_LABEL[view.state]
      : c.disable_tickets
        ? 'Entries are paused for this competition'
        : null;
  return (
    <div className={styles.panel} data-testid="entry-panel" data-state={view.state}>
      <p className={styles.price} data-testid="price">
        {view.wasPriceText ? (
          <>
            <del>
              <span className="visually-hidden">was </span>
              {view.wasPriceText}
            </del>{' '}
            <strong className={styles.sale}>{view.priceText}</strong> <span className={styles.saleTag}>Sale</span>
          </>
        ) : (
          <strong>{view.priceText}</strong>
        )}{' '}
        <span className={styles.muted}>per ticket</span>
        {view.isNew ? <span className={styles.newTag}>New</span> : null}
      </p>
      {view.state !== 'live' ? (
        <p className={styles.stateBanner} role="status" data-testid="state-banner">
          {STATE_LABEL[view.state]}
        </p>
      ) : null}
      {view.progress ? <Progress progress={view.progress} /> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Draw</dt>
          <dd>{formatUkDateTime(c.draw_date, c.draw_time)}</dd>
        </div>
        {view.closesAt !== null && view.state === 'live' ? (
          <div>
            <dt>Closes in</dt>
            <dd>
              <Countdown closesAt={view.closesAt} className={styles.countdown} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Max per person</dt>
          <dd>{c.max_ticket_per_user}</dd>
        </div>
      </dl>
      {c.comp_question ? (
        <p className={styles.notice} data-testid="skill-question-notice">
          This competition has a skill question: you will answer it before your tickets are added.
        </p>
      ) : null}
      <QuantityPicker suggested={suggested} disabled={closedReason !== null} />
      {closedReason === null && quantity > 0 ? (
        // What Add will put in the basket, before it is pressed.
        <p className={styles.lineTotal} data-testid="line-total" aria-live="polite">
          {quantity} × {view.priceText} = <strong>{formatPounds(quantity * view.unitPrice)}</strong>
        </p>
      ) : null}
      <button
        type="button"
        className={`shop-button ${styles.addButton}`}
        onClick={() => add()}
        disabled={closedReason !== null}
      >
        {closedReason ?? 'Add to basket'}
      </button>
      <p className={styles.postalLink}>
        Free entry: you can also enter by post. <Link to="/free-postal-route">Free postal route</Link>
      </p>
    </div>
  );
}
