import { formatPounds } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import pageStyles from '../../../common/page.module.css';
import {
  $cartItems,
  $cartStatus,
  $cartTotals,
  $editRefusals,
  $isDeleting,
  $isUpdating,
  cartEmptied,
  cartPageOpened,
  itemRemoved,
  quantityChanged,
  summarize,
} from '../model';
import { CartLine } from './CartLine';
import { CouponForm } from './CouponForm';
import styles from './cart.module.css';

export function CartPage() {
  const m = useUnit({
    items: $cartItems,
    status: $cartStatus,
    totals: $cartTotals,
    refusals: $editRefusals,
    updating: $isUpdating,
    deleting: $isDeleting,
    opened: cartPageOpened,
    changeQuantity: quantityChanged,
    remove: itemRemoved,
    empty: cartEmptied,
  });
  useEffect(() => m.opened(), [m.opened]);
  const busy = m.updating || m.deleting;
  const subtotal = m.totals?.subtotal ?? summarize(m.items).total;

  let body: React.ReactNode;
  if (m.items.length === 0 && (m.status === 'loading' || m.status === 'idle')) {
    body = <div className="shop-spinner" role="status" aria-label="Loading your basket" />;
  } else if (m.items.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>Your basket is empty.</p>
        <Link to="/" className="shop-button">
          Browse competitions
        </Link>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <div>
          <ul className={styles.lines} aria-busy={busy}>
            {m.items.map((item) => (
              <CartLine
                key={item.key}
                item={item}
                busy={busy}
                refusals={m.refusals[item.key] ?? 0}
                onQuantity={(key, quantity) => m.changeQuantity({ key, quantity })}
                onRemove={m.remove}
              />
            ))}
          </ul>
          <button type="button" className={styles.remove} onClick={m.empty} disabled={busy}>
            Empty basket
          </button>
        </div>
        <aside className={styles.summary} aria-label="Basket summary">
          <CouponForm />
          <p className={styles.totalRow}>
            <span>Subtotal</span>
            <span>{formatPounds(subtotal)}</span>
          </p>
          {m.totals && m.totals.discount > 0 ? (
            <p className={styles.totalRow}>
              <span>Discount</span>
              <span>−{formatPounds(m.totals.discount)}</span>
            </p>
          ) : null}
          <p className={`${styles.totalRow} ${styles.grand}`}>
            <span>Total</span>
            <strong>{formatPounds(m.totals?.total ?? subtotal)}</strong>
          </p>
          {busy ? (
            <p className={styles.muted} role="status">
              {m.deleting ? 'Removing…' : 'Updating your basket…'}
            </p>
          ) : null}
          <Link to="/checkout" className={`shop-button ${styles.wide}`}>
            Proceed to checkout
          </Link>
        </aside>
      </div>
    );
  }
  return (
    <section className={pageStyles.page}>
      <h1>Basket</h1>
      {body}
    </section>
  );
}
