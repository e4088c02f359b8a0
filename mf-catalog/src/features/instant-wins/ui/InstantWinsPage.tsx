import styles from '../../../app/page.module.css';

export function InstantWinsPage() {
  return (
    <section className={styles.page}>
      <h1>Instant Wins</h1>
    </section>
  );
}
