import styles from '../../../app/page.module.css';

export function CompetitionsPage() {
  return (
    <section className={styles.page}>
      <h1>Competitions</h1>
    </section>
  );
}
