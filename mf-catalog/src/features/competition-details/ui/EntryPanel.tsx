import { useNow } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import type { Competition } from '@shop/shared';
import { formatPounds, formatUkDateTime } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { Countdown, competitionView, Progress } from '../../../common/competition';
import { cashAlternativeText, entryClosedReason, oddsText, ticketTotalText } from '../entry';
import { $held, $maxQuantity, $quantity, addToCartClicked } from '../model';
import { previewQuantity } from '../quantity';
import styles from './details.module.css';
import { QuantityPicker } from './QuantityPicker';

/** Price, progress, draw time, countdown, quantity and add to cart — with the free route beside it. */
export function EntryPanel({ competition: c, suggested }: { competition: Competition; suggested: number[] }) {
  // A minute's resolution: the state, the sale price and "New" (the countdown ticks on its own).
  const view = competitionView(c, useNow(60_000));
  const { add, quantity, max, held } = useUnit({
    add: addToCartClicked,
    quantity: $quantity,
    max: $maxQuantity,
    held: $held,
  });
  // Finished, sold out, or this shopper's maximum reached: no entry is offered, and the page says
  // why (docs/design-choices.md: a details page offers only what it would accept), rather than a picker and a button that would be refused.
  const closedReason = entryClosedReason(c, view.state, held);
  const shown = previewQuantity(quantity, max);
  const odds = oddsText(c);
  const total = ticketTotalText(c);
  const cash = cashAlternativeText(c);
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
      {cash ? (
        <p className={styles.cash} data-testid="cash-alternative">
          {cash}
        </p>
      ) : null}
      {closedReason ? (
        <p className={styles.stateBanner} role="status" data-testid="state-banner" data-state={view.state}>
          {closedReason}
        </p>
      ) : null}
      {view.progress ? <Progress progress={view.progress} open={view.state === 'live'} /> : null}
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
        {total ? (
          <div>
            <dt>Tickets</dt>
            <dd data-testid="ticket-total">{total}</dd>
          </div>
        ) : null}
        {odds ? (
          <div>
            <dt>Odds</dt>
            <dd data-testid="odds">{odds}</dd>
          </div>
        ) : null}
      </dl>
      {closedReason === null ? (
        <>
          {c.comp_question ? (
            <p className={styles.notice} data-testid="skill-question-notice">
              This competition has a skill question: you will answer it before your tickets are added.
            </p>
          ) : null}
          <QuantityPicker suggested={suggested} />
          {/* What Add will put in the basket, before it is pressed: never more than may be added. */}
          <p className={styles.lineTotal} data-testid="line-total" aria-live="polite">
            {shown} × {view.priceText} = <strong>{formatPounds(shown * view.unitPrice)}</strong>
            {shown < quantity ? <span className={styles.muted}> (the most you can add)</span> : null}
          </p>
          <button type="button" className={`shop-button ${styles.addButton}`} onClick={() => add()}>
            Add to basket
          </button>
          <p className={styles.postalLink}>
            Free entry: you can also enter by post. <Link to="/free-postal-route">Free postal route</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
