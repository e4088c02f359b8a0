import { useSession } from '@shop/react-kit';
import { Link, useSearchParams } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import pageStyles from '../../../common/page.module.css';
import { $confirmationSettled, $confirmedOrder, confirmationOpened, isPlacedOrder } from '../model';
import styles from './confirmation.module.css';
import { OrderTickets } from './OrderTickets';

export function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const orderKey = params.get('key') ?? '';
  const { user, settled } = useSession();
  const valid = isPlacedOrder({ orderId, orderKey });
  const { order, responded, opened } = useUnit({
    order: $confirmedOrder,
    responded: $confirmationSettled,
    opened: confirmationOpened,
  });
  useEffect(() => {
    opened({ orderId, orderKey });
  }, [opened, orderId, orderKey]);

  let body: React.ReactNode;
  if (!valid) {
    body = <p>This link does not name an order. Your orders are listed in your account.</p>;
  } else if (!settled || (user && !responded)) {
    body = <div className="shop-spinner" role="status" aria-label="Loading your order" />;
  } else if (!user) {
    body = (
      <p>
        Please{' '}
        <Link to={`/auth/login?returnTo=${encodeURIComponent(`/confirmation?order_id=${orderId}&key=${orderKey}`)}`}>
          sign in
        </Link>{' '}
        to see this order.
      </p>
    );
  } else if (!order) {
    // Not found, not yet paid (a bank check still open: its order is left out until paid) or not read.
    body = <p>We could not show this order. Once it is paid, it is listed under your recent orders in your account.</p>;
  } else {
    body = <OrderTickets order={order} />;
  }
  return (
    <section className={pageStyles.page}>
      <h1>Order Confirmation</h1>
      {body}
      <p className={styles.links}>
        <Link to="/account/recent/orders">View your orders</Link>
        <Link to="/">Keep browsing</Link>
      </p>
    </section>
  );
}
