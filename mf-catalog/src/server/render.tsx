import { AsyncLocalStorage } from 'node:async_hooks';
import { pointProviderAt, recordAnswersWith } from '@shop/shared';
import { preloadPagesAt } from '@shop/shared/routing';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { firstViewAt } from '../app/first-view';
import { CatalogTree } from '../app/root';
import { catalogRoutes } from '../app/routes';

// The server's first view of this remote's routes (docs/composition.md "Server rendering"): the
// route's reads settle in a scope of their own, the same tree the client mounts renders to a
// string, and the provider answers it used go into the page for the client's first render.

export interface ServerRender {
  html: string;
  /** What the client needs to render the same first view: the URL and the answers read. */
  state: { url: string; answers: Record<string, unknown> };
  /** The route's named chunk: the page needs its stylesheets and the shared ones, no others. */
  chunk: string;
}

/** Each render's own record of answers, however renders interleave. */
const answersOfThisRender = new AsyncLocalStorage<Record<string, unknown>>();
recordAnswersWith((key, data) => {
  const answers = answersOfThisRender.getStore();
  if (answers) answers[key] = data;
});

/** The rendered region and its state, or null when the path is not one this build renders. */
export function render(url: string, { apiUrl }: { apiUrl: string }): Promise<ServerRender | null> {
  pointProviderAt(apiUrl);
  return renderRoute(url);
}

/** The render itself, against whichever provider the shared client points at. */
export async function renderRoute(url: string): Promise<ServerRender | null> {
  const pathname = new URL(url, 'http://server').pathname;
  const view = await firstViewAt(url);
  if (!view) return null;
  const answers: Record<string, unknown> = {};
  return answersOfThisRender.run(answers, async () => {
    const scope = fork();
    await Promise.all([
      preloadPagesAt(catalogRoutes, pathname),
      allSettled(view.start, { scope, params: view.params }),
    ]);
    const html = renderToString(
      <Provider value={scope}>
        <StaticRouter location={url}>
          <CatalogTree />
        </StaticRouter>
      </Provider>,
    );
    return { html, state: { url, answers }, chunk: view.chunk };
  });
}
