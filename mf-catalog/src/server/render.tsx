import { pointProviderAt } from '@shop/shared';
import { allSettled, fork, type Scope, serialize } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { detailsOpened } from '../features/competition-details/model';
import { CompetitionDetailsPage } from '../features/competition-details/ui/CompetitionDetailsPage';
import { homeReadsRequested } from '../features/home/model';
import { HomePage } from '../features/home/ui/HomePage';

// The server's first view of this remote's routes (issue 18, docs/composition.md): the route's
// reads settle in a scope of their own, the same page the client mounts renders to a string, and
// the scope's values go into the page so the client can start from them.

interface ServerRoute {
  path: string;
  element: ReactNode;
  /** Starts the reads the page's first view shows; params are the path's parameters. */
  load: (scope: Scope, params: Record<string, string | undefined>) => Promise<unknown>;
}

const serverRoutes: ServerRoute[] = [
  { path: '/', element: <HomePage />, load: (scope) => allSettled(homeReadsRequested, { scope }) },
  {
    path: '/competition/info/:id',
    element: <CompetitionDetailsPage />,
    load: (scope, { id }) => allSettled(detailsOpened, { scope, params: Number(id) }),
  },
];

export interface ServerRender {
  html: string;
  state: Record<string, unknown>;
}

/** The rendered region and its state, or null when the path is not one this build renders. */
export function render(url: string, { apiUrl }: { apiUrl: string }): Promise<ServerRender | null> {
  pointProviderAt(apiUrl);
  return renderRoute(url);
}

/** The render itself, against whichever provider the shared client points at. */
export async function renderRoute(url: string): Promise<ServerRender | null> {
  const pathname = new URL(url, 'http://server').pathname;
  const match = serverRoutes
    .map((route) => ({ route, found: matchPath(route.path, pathname) }))
    .find(({ found }) => found !== null);
  if (!match?.found) return null;
  const scope = fork();
  await match.route.load(scope, match.found.params);
  const html = renderToString(
    <Provider value={scope}>
      <StaticRouter location={url}>
        <Routes>
          <Route path={match.route.path} element={match.route.element} />
        </Routes>
      </StaticRouter>
    </Provider>,
  );
  return { html, state: serialize(scope) };
}
