import styles from '../../../app/page.module.css';

export function LoginPage() {
  return (
    <section className={styles.page}>
      <h1>Login</h1>
    </section>
  );
}
