import styles from '../../../app/page.module.css';

export function ConfirmationPage() {
  return (
    <section className={styles.page}>
      <h1>Order Confirmation</h1>
    </section>
  );
}
