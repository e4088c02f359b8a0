import { clearQueryCaches } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { titleEveryRoute } from '../../app/page-meta';
import { LegalTermsPage } from './LegalTermsPage';
import { getLegalTermsFx, legalTermsOpened } from './model';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TABS = ['Terms & Conditions', 'Competition Rules', 'Cookie Policy', 'Privacy Policy', 'Responsible Play'];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LegalTermsPage', () => {
  it("keeps the tab's own title, as the server's head wrote it, and follows a switch of tab", async () => {
    await clearQueryCaches();
    window.history.replaceState(null, '', '/legal-terms?tab=3');
    // The shell writes the route's general title first, as in the page (app/page-meta.ts).
    const stopTitles = titleEveryRoute();
    expect(document.title).toBe('Privacy Policy & Terms | Prize Draw UK');
    const scope = fork({
      handlers: [
        [
          getLegalTermsFx,
          async () => ({ success: true, data: TABS.map((title) => ({ title, html: `<p>${title}</p>` })) }),
        ],
      ],
    });
    await allSettled(legalTermsOpened, { scope });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Provider value={scope}>
          <LegalTermsPage />
        </Provider>,
      ),
    );
    expect(document.title).toBe('Privacy Policy | Prize Draw UK');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Privacy Policy: Our terms, privacy policy and cookie policy.',
    );
    await act(async () => host.querySelector<HTMLElement>('#legal-tab-4')?.click());
    expect(document.title).toBe('Responsible Play | Prize Draw UK');
    await act(async () => root.unmount());
    stopTitles();
  });
});
