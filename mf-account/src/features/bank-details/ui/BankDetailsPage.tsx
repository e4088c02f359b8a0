import styles from '../../../app/page.module.css';

export function BankDetailsPage() {
  return (
    <section className={styles.page}>
      <h1>Financial Details</h1>
    </section>
  );
}
