import styles from '../../../app/page.module.css';

export function DrawResultsPage() {
  return (
    <section className={styles.page}>
      <h1>Draw Results</h1>
    </section>
  );
}
