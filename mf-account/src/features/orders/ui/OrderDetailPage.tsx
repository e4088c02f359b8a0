import { Link, useParams } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import table from '../../../lib/ui/table.module.css';
import { addressLines, money, orderSentence } from '../format';
import { $orderDetail, orderDetailOpened } from '../model';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

/** /account/recent/orders/order-detail/{order_id} */
export function OrderDetailPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const { state, opened } = useUnit({ state: $orderDetail, opened: orderDetailOpened });
  useEffect(() => {
    opened(id);
  }, [opened, id]);

  const back = (
    <Link to="/account/recent/orders" className={styles.back}>
      ← Back to orders
    </Link>
  );
  if (state.kind === 'loading') return <PageSpinner label="Loading the order" />;
  if (state.kind !== 'shown') {
    // Only the provider's "no such order" says the order does not exist; an outage offers a retry.
    return (
      <section className={page.section}>
        {back}
        <h1>Order Details</h1>
        {state.kind === 'missing' ? (
          <p className={table.empty}>We could not find this order.</p>
        ) : (
          <p className={table.empty}>
            This order could not be loaded just now.{' '}
            <button type="button" className="shop-button shop-button--ghost" onClick={() => opened(id)}>
              Try again
            </button>
          </p>
        )}
      </section>
    );
  }
  const { order } = state;
  const subtotal = order.subtotal ?? order.product.reduce((sum, p) => sum + Number(p.price || 0), 0);
  const billing = order.billing;
  return (
    <section className={page.section}>
      {back}
      <h1>Order Details</h1>
      <p className={styles.sentence} data-testid="order-sentence">
        {orderSentence(order)}
      </p>
      <OrderLines
        lines={order.product}
        totals={[
          ['Subtotal:', money(subtotal)],
          ['Shipping:', 'Flat Rate'],
          ['Payment method:', order.payment_method_title || 'N/A'],
          ['Total:', money(order.total)],
        ]}
      />
      <div className={styles.addresses}>
        <section aria-labelledby="billing-address">
          <h2 id="billing-address">Billing address</h2>
          <address>
            {addressLines(billing).map((line) => (
              <div key={line}>{line}</div>
            ))}
            {billing.phone ? <div>{billing.phone}</div> : null}
            {billing.email ? <div>{billing.email}</div> : null}
          </address>
        </section>
        <section aria-labelledby="shipping-address">
          <h2 id="shipping-address">Shipping address</h2>
          <address>
            {addressLines(order.shipping).length === 0 ? (
              <div>Same as billing address</div>
            ) : (
              addressLines(order.shipping).map((line) => <div key={line}>{line}</div>)
            )}
          </address>
        </section>
      </div>
    </section>
  );
}
