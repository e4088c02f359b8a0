import '../styles/tokens.css';
import { responseChecksLoaded } from '@shop/provider-client';
import { createRemoteLifecycles, firstViewFromServer, type RemoteProps } from '@shop/react-kit';
import { type ToastKind, toastRaised } from '@shop/shared/state';
import { type ComponentType, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { consentRead } from '../features/cookie-banner/model';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { shellStarted } from '../features/site-settings/model';
import { directory } from '../registry/load-app';
import { handleOverrideLink, showOverrideBadge } from '../registry/override-ui';
import { chooseRemotes, fetchRegistry, registerChosen } from '../registry/registry';
import { registerApplications } from './applications';
import { ShellChrome } from './chrome';
import { startAtTopOnNavigation } from './navigation';
import { nextTask } from './next-task';
import { titleEveryRoute } from './page-meta';
import { SHELL_PAGES } from './routes';
import { warmRoutesAhead } from './warm-routes';
import '../features/toasts/model';
// The legal page's styles come with the shell's first stylesheet, which the server puts in every
// page: its server-rendered tabs are styled before any script (the page's code still loads lazily).
import '../features/legal-terms/legal-terms.module.css';

const REGISTRY_DOWN = 'Parts of the site could not be loaded. Please refresh the page in a moment.';

/** Scripts outside the React trees (front-end scripts, tests) raise toasts with a DOM event. */
function listenForDomToasts() {
  window.addEventListener('shop:toast', (event) => {
    const detail = (event as CustomEvent<unknown>).detail as { kind?: unknown; message?: unknown } | null;
    const kinds: unknown[] = ['error', 'success', 'info'] satisfies ToastKind[];
    if (kinds.includes(detail?.kind) && typeof detail?.message === 'string') {
      toastRaised({ kind: detail.kind as ToastKind, message: detail.message });
    }
  });
}

/**
 * A shell page's lifecycles: its first mount hydrates the server's render of it when the page
 * carries one (docs/composition.md "Server rendering"), after starting its reads from the page.
 */
function hydratingLifecycles(Page: ComponentType<RemoteProps>, name: string, start: () => void) {
  let hydrating = false;
  const lifecycles = createRemoteLifecycles(
    Page,
    undefined,
    async () => {
      hydrating = await firstViewFromServer(
        name,
        async () => {
          start();
          return true;
        },
        { visitorsOnly: false },
      );
    },
    () => hydrating,
  );
  return {
    ...lifecycles,
    // The region is the page's now (as the remotes' regions: applications.ts withSpinner).
    mount: async (props: RemoteProps) => {
      await lifecycles.mount(props);
      delete props.domElement.dataset.serverRendered;
    },
  };
}

async function main() {
  listenForDomToasts();
  handleOverrideLink();
  consentRead(document.cookie);
  titleEveryRoute();
  const chromeRoot = document.createElement('div');
  chromeRoot.id = 'shell-chrome';
  document.body.append(chromeRoot);
  const chrome = createRoot(chromeRoot);
  // The chrome paints while the registry is on its way (first paint does not wait for it); a
  // registry that cannot be read adds the notice. A transition: React renders it in slices.
  await nextTask();
  startTransition(() => chrome.render(<ShellChrome notice={null} />));
  // The site settings' read (the announcement, the menu) leaves from a task of its own.
  await nextTask();
  shellStarted();
  // The response checks load now, beside the first reads, so no response waits for them later.
  responseChecksLoaded().catch(() => {});
  const registry = await fetchRegistry();
  if (!registry) chrome.render(<ShellChrome notice={REGISTRY_DOWN} />);
  await nextTask();

  if (registry) {
    const chosen = chooseRemotes(registry);
    directory.registry = registry;
    for (const remote of chosen) directory.chosen.set(remote.name, remote);
    registerChosen(chosen);
    showOverrideBadge(chosen.filter((e) => e.overridden).map((e) => e.name));
  }
  registerApplications(
    {
      // Loaded with its route: its model makes a query as it loads (bench/README.md).
      legalTerms: async () => {
        const [{ LegalTermsPage }, { legalTermsOpened }] = await Promise.all([
          import('../features/legal-terms/LegalTermsPage'),
          import('../features/legal-terms/model'),
        ]);
        return hydratingLifecycles(LegalTermsPage, SHELL_PAGES.legalTerms, () => legalTermsOpened());
      },
      notFound: async () => hydratingLifecycles(NotFoundPage, SHELL_PAGES.notFound, () => undefined),
    },
    registry !== null,
  );
  startAtTopOnNavigation();
  if (registry) warmRoutesAhead();
  await nextTask();
  start({ urlRerouteOnly: true });
}

void main();
