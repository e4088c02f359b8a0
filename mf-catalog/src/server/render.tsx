import { createServerRender } from '@shop/react-kit/server';
import { firstViewAt } from '../app/first-view';
import { CatalogTree } from '../app/root';
import { catalogRoutes } from '../app/routes';

// mf-catalog's server build (docs/adr/008-server-rendering.md): `.server/render.mjs` in each
// version's folder. The storefront server asks the live version for its routes' first view, head,
// sitemap entries and share images (@shop/shared's ServerBuild).

export const { render, renderRoute } = createServerRender({
  routes: catalogRoutes,
  Tree: CatalogTree,
  firstViewAt: (url) => firstViewAt(url),
});
export { addressOf, head } from './head';
export { shareImage } from './share';
export { sitemap } from './sitemap';
