import { Link } from '@shop/react-kit/routing';
import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
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
import { Dialog } from './Dialog';

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
  // Emptying asks first: one tap must not lose a basket built over a visit.
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const confirmText = useId();
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
          <button type="button" className={styles.remove} onClick={() => setConfirmEmpty(true)} disabled={busy}>
            Empty basket
          </button>
          <Dialog
            id="empty-basket"
            title="Empty your basket?"
            open={confirmEmpty}
            onClose={() => setConfirmEmpty(false)}
            describedBy={confirmText}
          >
            <p id={confirmText}>
              This removes all {summarize(m.items).count} tickets from your basket. Nothing has been paid for them.
            </p>
            <div className={styles.actions}>
              <button type="button" className="shop-button shop-button--ghost" onClick={() => setConfirmEmpty(false)}>
                Keep my tickets
              </button>
              <button
                type="button"
                className="shop-button"
                onClick={() => {
                  setConfirmEmpty(false);
                  m.empty();
                }}
              >
                Empty basket
              </button>
            </div>
          </Dialog>
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
