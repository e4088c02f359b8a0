import { useCachedRead, useSession } from '@shop/shared';
import { Link, useSearchParams } from '@shop/shared/routing';
import pageStyles from '../../../common/page.module.css';
import { confirmationKey, readConfirmation } from '../api';
import styles from './confirmation.module.css';
import { OrderTickets } from './OrderTickets';

export function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const orderKey = params.get('key') ?? '';
  const { user, settled } = useSession();
  const valid = Number.isInteger(orderId) && orderId > 0 && orderKey !== '';
  const token = user?.token ?? null;
  const read = useCachedRead(valid && token ? confirmationKey(orderId, orderKey) : null, () =>
    readConfirmation(token ?? '', orderId, orderKey),
  );

  let body: React.ReactNode;
  if (!valid) {
    body = <p>This link does not name an order. Your orders are listed in your account.</p>;
  } else if (!settled || (token && read.isLoading)) {
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
  } else if (!read.data) {
    body = <p>We could not show this order right now. It is listed under your recent orders in your account.</p>;
  } else {
    body = <OrderTickets order={read.data} />;
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
