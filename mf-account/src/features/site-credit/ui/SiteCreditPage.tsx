import styles from '../../../app/page.module.css';

export function SiteCreditPage() {
  return (
    <section className={styles.page}>
      <h1>Cred Discount</h1>
    </section>
  );
}
