import { Link } from '@shop/react-kit/routing';
import { formatPounds, linePrice, PRICE_SENTINEL } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $addNotice, $cartModalOpen, cartModalClosed } from '../add-flow';
import { $cartItems } from '../model';
import { toQuantity } from '../rules';
import styles from './cart.module.css';
import { Dialog } from './Dialog';

/**
 * Requirements §2: the cart modal (#exampleModal-3), opened after an add unless flag = 1. An add
 * the rules reduced says so at the top, read out with the title when the dialog opens.
 */
export function CartModal() {
  const { open, items, notice, close } = useUnit({
    open: $cartModalOpen,
    items: $cartItems,
    notice: $addNotice,
    close: cartModalClosed,
  });
  const noticeId = useId();
  const subtotal = items.reduce((sum, i) => {
    const price = linePrice(i.totals);
    return price === PRICE_SENTINEL ? sum : sum + price;
  }, 0);
  return (
    <Dialog
      id="exampleModal-3"
      title="Your basket"
      open={open}
      onClose={close}
      describedBy={notice ? noticeId : undefined}
    >
      {notice ? (
        <p id={noticeId} className={styles.notice} data-testid="cart-notice">
          {notice}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.muted}>Your basket is empty.</p>
      ) : (
        <ul className={styles.miniList}>
          {items.map((item) => (
            <li key={item.key} className={styles.miniLine}>
              <img src={item.competition.image} alt="" width={56} height={56} className={styles.thumb} />
              <span className={styles.miniTitle}>{item.competition.title}</span>
              <span className={styles.muted}>× {toQuantity(item.quantity)}</span>
              <span className={styles.price}>
                {linePrice(item.totals) === PRICE_SENTINEL ? '—' : formatPounds(linePrice(item.totals))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.totalRow}>
        <span>Subtotal</span>
        <strong>{formatPounds(subtotal)}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className="shop-button shop-button--ghost" onClick={close}>
          Continue shopping
        </button>
        <Link to="/cart" className="shop-button shop-button--ghost" onClick={close}>
          View basket
        </Link>
        {items.length > 0 ? (
          <Link to="/checkout" className="shop-button" onClick={close}>
            Checkout
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
