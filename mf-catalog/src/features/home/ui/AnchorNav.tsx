import type { MouseEvent } from 'react';
import styles from './home.module.css';
import { Section } from './Section';

const ANCHORS: [id: string, label: string][] = [
  ['draw-next', 'Drawing next'],
  ['instant-wins', 'Instant wins'],
  ['comps-for-everyone', 'All competitions'],
  ['finished', 'Finished'],
  ['how-it-works', 'How it works'],
];

// The shell scrolls to the top on every location change, so anchors scroll in place instead of
// changing the URL hash; focus moves too, for keyboard and screen-reader users.
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function AnchorNav() {
  return (
    <Section name="AnchorNav" id="anchor-nav" className={styles.anchorSection}>
      <nav aria-label="On this page">
        <ul className={styles.anchors}>
          {ANCHORS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} onClick={(e) => jump(e, id)}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
