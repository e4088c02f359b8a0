import { useSanitizedHtml } from '@shop/shared/kit';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import styles from './legal-terms.module.css';
import { initialTab, legalTermsOpened, legalTermsQuery, rememberTab, tabFromUrl } from './model';

export function LegalTermsPage() {
  const { tabs, failed, opened } = useUnit({
    tabs: legalTermsQuery.$data,
    failed: legalTermsQuery.$failed,
    opened: legalTermsOpened,
  });
  useEffect(() => opened(), [opened]);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!tabs) return;
    setActive(initialTab(window.location.search, tabs.length));
    // This page stays mounted when only the query changes: a "Privacy Policy" link (?tab=3) from
    // the footer or the cookie notice, or Back, must still show the tab the URL names.
    const follow = () => {
      const named = tabFromUrl(window.location.search, tabs.length);
      if (named !== null) setActive(named);
    };
    window.addEventListener('single-spa:routing-event', follow);
    return () => window.removeEventListener('single-spa:routing-event', follow);
  }, [tabs]);

  const select = (index: number) => {
    setActive(index);
    rememberTab(index);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', String(index));
    window.history.replaceState(window.history.state, '', url);
  };

  const tab = tabs?.[active];
  const panelHtml = useSanitizedHtml(tab?.html);
  return (
    <article className={styles.page}>
      <h1>Privacy Policy &amp; Terms</h1>
      {tabs === null && !failed ? <div className="shop-spinner" role="status" aria-label="Loading" /> : null}
      {tabs && tabs.length > 0 ? (
        <>
          <div role="tablist" aria-label="Legal documents" className={styles.tabs}>
            {tabs.map((t, i) => (
              <button
                key={t.title}
                type="button"
                role="tab"
                id={`legal-tab-${i}`}
                aria-selected={i === active}
                aria-controls="legal-panel"
                className={i === active ? styles.activeTab : styles.tab}
                onClick={() => select(i)}
              >
                {t.title}
              </button>
            ))}
          </div>
          <section
            id="legal-panel"
            role="tabpanel"
            aria-labelledby={`legal-tab-${active}`}
            className={styles.panel}
            // Provider HTML is sanitized before it reaches the DOM.
            dangerouslySetInnerHTML={{ __html: panelHtml ?? '' }}
          />
        </>
      ) : null}
      {(tabs !== null || failed) && (!tabs || tabs.length === 0) ? <p>Our terms are not available right now.</p> : null}
    </article>
  );
}
