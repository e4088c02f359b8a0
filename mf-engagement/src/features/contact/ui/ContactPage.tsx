import styles from '../../../app/page.module.css';

export function ContactPage() {
  return (
    <section className={styles.page}>
      <h1>Contact Us</h1>
    </section>
  );
}
