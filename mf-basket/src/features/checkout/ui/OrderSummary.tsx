import { type CartItem, formatPounds, linePrice, PRICE_SENTINEL } from '@shop/shared';
import type { CartTotalsView } from '../../cart';
import styles from './checkout.module.css';

export function OrderSummary({ items, totals }: { items: CartItem[]; totals: CartTotalsView | null }) {
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
        </>
      ) : (
        <div className="shop-spinner" role="status" aria-label="Loading totals" />
      )}
    </aside>
  );
}
