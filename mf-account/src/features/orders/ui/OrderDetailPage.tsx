import styles from '../../../app/page.module.css';

export function OrderDetailPage() {
  return (
    <section className={styles.page}>
      <h1>Order Details</h1>
    </section>
  );
}
