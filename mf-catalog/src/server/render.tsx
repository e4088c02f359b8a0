import { createServerRender } from '@shop/react-kit/server';
import type { ServerRender } from '@shop/shared/server-build';
import { firstViewAt } from '../app/first-view';
import { eachCompetitionOnce } from '../app/page-responses';
import { CatalogTree } from '../app/root';
import { catalogRoutes } from '../app/routes';

// mf-catalog's server build (docs/adr/008-server-rendering.md): `.server/render.mjs` in each
// version's folder. The storefront server asks the live version for its routes' first view, head,
// sitemap entries and share images (@shop/shared's ServerBuild).

const catalogRender = createServerRender({
  routes: catalogRoutes,
  Tree: CatalogTree,
  firstViewAt: (url) => firstViewAt(url),
});

/** The region and its state, the responses carrying each competition once (../app/page-responses.ts). */
function withEachCompetitionOnce(page: ServerRender | null): ServerRender | null {
  return page && { ...page, state: { ...page.state, responses: eachCompetitionOnce(page.state.responses) } };
}

export const render: typeof catalogRender.render = async (url, options) =>
  withEachCompetitionOnce(await catalogRender.render(url, options));
export const renderRoute: typeof catalogRender.renderRoute = async (url, options) =>
  withEachCompetitionOnce(await catalogRender.renderRoute(url, options));
export { addressOf } from './address';
export { head } from './head';
export { shareImage } from './share';
export { sitemap } from './sitemap';
