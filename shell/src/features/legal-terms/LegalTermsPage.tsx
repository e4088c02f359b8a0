import { type RemoteProps, usePageMeta, useSanitizedHtml } from '@shop/react-kit';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { legalTabMeta } from '../../app/page-meta';
import styles from './legal-terms.module.css';
import { initialTab, legalTermsOpened, legalTermsQuery, rememberTab, tabFromUrl } from './model';

/** The address of a tab: each is a page of its own, which works without a script. */
export const tabHref = (index: number) => `/legal-terms?tab=${index}`;

/** `search`: the page's query (the server's render passes it; the browser reads its own). */
export function LegalTermsPage({ search }: Partial<RemoteProps> & { search?: string }) {
  const { tabs, failed, opened } = useUnit({
    tabs: legalTermsQuery.$data,
    failed: legalTermsQuery.$failed,
    opened: legalTermsOpened,
  });
  useEffect(() => opened(), [opened]);
  // The first render shows the tab the address names, as the server's did; the one remembered from
  // an earlier visit only after it (a server cannot read this browser's storage).
  const [active, setActive] = useState(
    () => tabFromUrl(search ?? window.location.search, tabs?.length ?? Number.POSITIVE_INFINITY) ?? 0,
  );
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
  // The tab's own title, as the server's head wrote it (server/head.ts), also after a switch of tab.
  usePageMeta(tab ? legalTabMeta(tab.title) : null);
  const panelHtml = useSanitizedHtml(tab?.html);
  return (
    <article className={styles.page}>
      <h1>Privacy Policy &amp; Terms</h1>
      {tabs === null && !failed ? <div className="shop-spinner" role="status" aria-label="Loading" /> : null}
      {tabs && tabs.length > 0 ? (
        <>
          <div role="tablist" aria-label="Legal documents" className={styles.tabs}>
            {tabs.map((t, i) => (
              <a
                key={t.title}
                href={tabHref(i)}
                role="tab"
                id={`legal-tab-${i}`}
                aria-selected={i === active}
                aria-controls="legal-panel"
                className={i === active ? styles.activeTab : styles.tab}
                onClick={(event) => {
                  event.preventDefault();
                  select(i);
                }}
              >
                {t.title}
              </a>
            ))}
          </div>
          <section
            id="legal-panel"
            role="tabpanel"
            aria-labelledby={`legal-tab-${active}`}
            className={styles.panel}
            // Provider HTML is sanitized before it reaches the DOM. The server's render keeps its
            // sanitized text while the browser's sanitizer loads (hydration leaves it as it is).
            dangerouslySetInnerHTML={{ __html: panelHtml ?? '' }}
            suppressHydrationWarning
          />
        </>
      ) : null}
      {(tabs !== null || failed) && (!tabs || tabs.length === 0) ? <p>Our terms are not available right now.</p> : null}
    </article>
  );
}
