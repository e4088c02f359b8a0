import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LoadMore } from '../../../lib/ui/LoadMore';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import table from '../../../lib/ui/table.module.css';
import { itemsText, orderDate, statusLabel } from '../format';
import { $hasMoreOrders, $orders, $ordersLoaded, fetchOrdersFx, moreOrdersClicked, ordersOpened } from '../model';
import styles from './orders.module.css';

/** /account/recent/orders: newest first, 10 a page, Load More while pages remain. */
export function OrdersPage() {
  const { orders, hasMore, loaded, pending, opened, more } = useUnit({
    orders: $orders,
    hasMore: $hasMoreOrders,
    loaded: $ordersLoaded,
    pending: fetchOrdersFx.pending,
    opened: ordersOpened,
    more: moreOrdersClicked,
  });
  useEffect(() => opened(), [opened]);

  if (!loaded) return <PageSpinner label="Loading your orders" />;
  return (
    <section className={page.section}>
      <h1>Orders</h1>
      {orders.length === 0 ? (
        <p className={table.empty}>You don’t have any orders at present.</p>
      ) : (
        <>
          <table className={`${table.table} ${table.stack}`}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_id_}>
                  <td data-label="Status">
                    <span className={styles.status} data-status={order.order_status}>
                      {statusLabel(order.order_status)}
                    </span>
                  </td>
                  <td data-label="Order">#{order.order_id_}</td>
                  <td data-label="Date">{orderDate(order.order_date)}</td>
                  <td data-label="Total">
                    {order.order_total || 'N/A'}
                    {order.item_count === undefined ? '' : ` ${itemsText(order.item_count)}`}
                  </td>
                  <td>
                    <Link
                      className="shop-button shop-button--ghost"
                      to={`/account/recent/orders/order-detail/${order.order_id_}`}
                      aria-label={`View order #${order.order_id_}`}
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMore hasMore={hasMore} pending={pending} onMore={more} />
        </>
      )}
    </section>
  );
}
