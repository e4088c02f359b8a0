import styles from '../../../app/page.module.css';

export function CommunityChatPage() {
  return (
    <section className={styles.page}>
      <h1>Community Chat</h1>
    </section>
  );
}
