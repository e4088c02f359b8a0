import styles from '../../../app/page.module.css';

export function OrdersPage() {
  return (
    <section className={styles.page}>
      <h1>Orders</h1>
    </section>
  );
}
