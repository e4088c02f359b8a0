import styles from '../../../app/page.module.css';

export function BillingPage() {
  return (
    <section className={styles.page}>
      <h1>Billing Details</h1>
    </section>
  );
}
