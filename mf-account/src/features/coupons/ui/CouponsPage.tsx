import styles from '../../../app/page.module.css';

export function CouponsPage() {
  return (
    <section className={styles.page}>
      <h1>Available Coupons & Discount Creds</h1>
    </section>
  );
}
