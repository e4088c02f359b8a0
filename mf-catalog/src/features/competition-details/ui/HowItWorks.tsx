import { useUnit } from 'effector-react';
import { howItWorksQuery } from '../../../common/howItWorks';
import styles from './details.module.css';

/** The site's "how it works" steps, folded so the entry panel stays the focus. */
export function HowItWorks() {
  const data = useUnit(howItWorksQuery.$data);
  if (!data?.steps.length) return null;
  return (
    <details className={styles.block}>
      <summary>
        <h2 className={styles.inlineHeading}>{data.title}</h2>
      </summary>
      <ol className={styles.how}>
        {data.steps.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong> — {s.text}
          </li>
        ))}
      </ol>
    </details>
  );
}
