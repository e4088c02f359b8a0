import styles from '../../../app/page.module.css';

export function ForgotPasswordPage() {
  return (
    <section className={styles.page}>
      <h1>Forgot Password</h1>
    </section>
  );
}
