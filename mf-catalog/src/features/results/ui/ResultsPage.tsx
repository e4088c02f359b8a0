import styles from '../../../app/page.module.css';

export function ResultsPage() {
  return (
    <section className={styles.page}>
      <h1>Results</h1>
    </section>
  );
}
