import styles from '../../../app/page.module.css';

export function OverviewPage() {
  return (
    <section className={styles.page}>
      <h1>My Account</h1>
    </section>
  );
}
