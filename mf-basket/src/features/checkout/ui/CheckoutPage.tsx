import styles from '../../../app/page.module.css';

export function CheckoutPage() {
  return (
    <section className={styles.page}>
      <h1>Checkout</h1>
    </section>
  );
}
