import styles from '../../../app/page.module.css';

export function ResetPasswordPage() {
  return (
    <section className={styles.page}>
      <h1>Reset Password</h1>
    </section>
  );
}
