import styles from '../../../app/page.module.css';

export function FreePostalRoutePage() {
  return (
    <section className={styles.page}>
      <h1>Free Postal Route</h1>
    </section>
  );
}
