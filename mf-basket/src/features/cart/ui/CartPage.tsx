import styles from '../../../app/page.module.css';

export function CartPage() {
  return (
    <section className={styles.page}>
      <h1>Basket</h1>
    </section>
  );
}
