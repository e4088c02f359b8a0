import styles from '../../../app/page.module.css';

export function PointsPage() {
  return (
    <section className={styles.page}>
      <h1>Points</h1>
    </section>
  );
}
