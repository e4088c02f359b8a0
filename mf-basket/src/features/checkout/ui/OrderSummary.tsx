import type { CartItem } from '@shop/shared';
import { formatPounds, linePrice, PRICE_SENTINEL } from '@shop/shared/format';
import { type CartTotalsView, summarize } from '../../cart';
import { TenderSection } from '../tender/TenderSection';
import styles from './checkout.module.css';

interface Props {
  items: CartItem[];
  totals: CartTotalsView | null;
  /** The whole-cart read failed: say so and offer to read it again instead of spinning. */
  totalsFailed?: boolean;
  onRetry?: () => void;
}

export function OrderSummary({ items, totals, totalsFailed = false, onRetry }: Props) {
  return (
    <aside className={styles.card} aria-label="Order summary">
      <h2>Your order</h2>
      <ul className={styles.lines}>
        {items.map((item) => {
          const price = linePrice(item.totals);
          return (
            <li key={item.key} className={styles.line}>
              <span>
                {item.competition.title} <span className={styles.muted}>× {item.quantity}</span>
              </span>
              <span>{price === PRICE_SENTINEL ? '—' : formatPounds(price)}</span>
            </li>
          );
        })}
      </ul>
      {totals ? (
        <>
          <p className={styles.row}>
            <span>Subtotal</span>
            <span>{formatPounds(totals.subtotal)}</span>
          </p>
          {totals.discount > 0 ? (
            <p className={styles.row}>
              <span>Discount{totals.coupons.length ? ` (${totals.coupons.join(', ')})` : ''}</span>
              <span>−{formatPounds(totals.discount)}</span>
            </p>
          ) : null}
          <p className={`${styles.row} ${styles.total}`}>
            <span>Total</span>
            <strong data-testid="checkout-total">{formatPounds(totals.total)}</strong>
          </p>
          <TenderSection />
        </>
      ) : totalsFailed ? (
        <>
          {/* The lines' own prices are known, so their sum is shown; the total to pay (coupons,
              discounts) is the provider's and is not guessed. */}
          <p className={styles.row}>
            <span>Subtotal</span>
            <span>{formatPounds(summarize(items).total)}</span>
          </p>
          <div role="alert" className={styles.error}>
            <p>We couldn't load your order total, so you can't pay yet. Nothing has been charged.</p>
            {onRetry ? (
              <button type="button" className="shop-button shop-button--ghost" onClick={() => onRetry()}>
                Try again
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <div className="shop-spinner" role="status" aria-label="Loading totals" />
      )}
    </aside>
  );
}
