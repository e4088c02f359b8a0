import styles from '../../../app/page.module.css';

export function CompetitionDetailsPage() {
  return (
    <section className={styles.page}>
      <h1>Competition Details</h1>
    </section>
  );
}
