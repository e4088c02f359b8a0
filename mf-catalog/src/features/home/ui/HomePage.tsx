import styles from '../../../app/page.module.css';

/** Spec section 2: the home sections, in this order. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Prize Draw UK competitions</h1>
      <section data-section="Carousel" aria-label="Carousel" className={styles.section}><h2>Carousel</h2></section>
      <section data-section="Pricing" aria-label="Pricing" className={styles.section}><h2>Pricing</h2></section>
      <section data-section="AnchorNav" aria-label="AnchorNav" className={styles.section}><h2>AnchorNav</h2></section>
      <section data-section="Draw-next" aria-label="Draw-next" className={styles.section}><h2>Draw-next</h2></section>
      <section data-section="Instant-wins" aria-label="Instant-wins" className={styles.section}><h2>Instant-wins</h2></section>
      <section data-section="Comps for Everyone" aria-label="Comps for Everyone" className={styles.section}><h2>Comps for Everyone</h2></section>
      <section data-section="Finished" aria-label="Finished" className={styles.section}><h2>Finished</h2></section>
      <section data-section="Wrapper" aria-label="Wrapper" className={styles.section}><h2>Wrapper</h2></section>
    </div>
  );
}
