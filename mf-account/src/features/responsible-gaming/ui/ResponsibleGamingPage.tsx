import styles from '../../../app/page.module.css';

export function ResponsibleGamingPage() {
  return (
    <section className={styles.page}>
      <h1>Responsible Gaming</h1>
    </section>
  );
}
