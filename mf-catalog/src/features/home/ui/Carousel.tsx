import { competitionDetailsPath } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { siteSettingsQuery } from '../../../common/settings';
import { $slides, $slidesLoading } from '../model';
import { sliderConfig } from '../slider';
import styles from './carousel.module.css';
import { Section } from './Section';
import { Slide } from './Slide';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Featured competitions (the main one first), advancing at the configured slider speed. */
export function Carousel() {
  const { settings, slides, isLoading } = useUnit({
    settings: siteSettingsQuery.$data,
    slides: $slides,
    isLoading: $slidesLoading,
  });
  const config = sliderConfig(settings);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), config.speedMs);
    return () => clearInterval(timer);
  }, [count, paused, config.speedMs]);

  const heights = {
    '--slider-desktop': `${config.heights.desktop}px`,
    '--slider-tablet': `${config.heights.tablet}px`,
    '--slider-mobile': `${config.heights.mobile}px`,
  } as CSSProperties;

  return (
    <Section name="Carousel" id="carousel" className={styles.wrap}>
      <div
        className={styles.carousel}
        style={heights}
        role="region"
        aria-roledescription="carousel"
        aria-label="Featured competitions"
        data-speed={config.speedMs}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {isLoading ? <div className={styles.skeleton} aria-busy="true" /> : null}
        {!isLoading && count === 0 ? (
          <div className={styles.emptySlide}>
            <h2>Big prizes, small ticket prices</h2>
            <p>Our next featured competitions are being prepared.</p>
          </div>
        ) : null}
        {slides.map((c, i) => (
          <Slide
            key={c.id}
            competition={c}
            active={i === current}
            position={`${i + 1} of ${count}`}
            href={competitionDetailsPath(c)}
          />
        ))}
        {count > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              onClick={() => setIndex((current - 1 + count) % count)}
            >
              ‹
            </button>
            <div className={styles.dots}>
              {slides.map((c, i) => (
                <button
                  key={c.id}
                  type="button"
                  className={styles.dot}
                  aria-label={`Show slide ${i + 1}: ${c.title}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              onClick={() => setIndex((current + 1) % count)}
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
