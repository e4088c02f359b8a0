import styles from '../../../app/page.module.css';

export function FaqPage() {
  return (
    <section className={styles.page}>
      <h1>FAQs</h1>
    </section>
  );
}
