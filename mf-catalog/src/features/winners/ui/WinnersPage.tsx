import styles from '../../../app/page.module.css';

export function WinnersPage() {
  return (
    <section className={styles.page}>
      <h1>Winners List</h1>
    </section>
  );
}
