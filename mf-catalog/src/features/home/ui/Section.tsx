import type { ReactNode } from 'react';
import styles from './home.module.css';

/** One home section: the data-section name the spec lists, an anchor id and a heading. */
export function Section({
  name,
  id,
  title,
  action,
  children,
  className,
}: {
  name: string;
  id: string;
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      data-section={name}
      id={id}
      tabIndex={-1}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : name}
      className={`${styles.section} ${className ?? ''}`}
    >
      {title ? (
        <div className={styles.sectionHead}>
          <h2 id={`${id}-title`}>{title}</h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
