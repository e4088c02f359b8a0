import styles from '../../../app/page.module.css';

export function ClaimPrizePage() {
  return (
    <section className={styles.page}>
      <h1>Claim Your Prize</h1>
    </section>
  );
}
