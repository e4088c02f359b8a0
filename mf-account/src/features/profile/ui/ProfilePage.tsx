import styles from '../../../app/page.module.css';

export function ProfilePage() {
  return (
    <section className={styles.page}>
      <h1>Account Details</h1>
    </section>
  );
}
