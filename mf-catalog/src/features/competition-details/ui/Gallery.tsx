import { useState } from 'react';
import styles from './details.module.css';

/** Main image with thumbnails; thumbnails are buttons so the gallery works from the keyboard. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const unique = [...new Set(images.filter(Boolean))];
  const [shown, setShown] = useState(0);
  const current = unique[Math.min(shown, unique.length - 1)];
  return (
    <div className={styles.gallery}>
      {current ? (
        // The page's largest paint: asked for before the other images.
        <img src={current} alt={title} className={styles.mainImage} width={800} height={600} fetchPriority="high" />
      ) : (
        <div className={styles.mainImage} />
      )}
      {unique.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Gallery">
          {unique.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-pressed={i === shown}
                aria-label={`Show image ${i + 1} of ${unique.length}`}
              >
                <img src={src} alt="" loading="lazy" width={80} height={60} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
