import { createServerRender } from '@shop/react-kit/server';
import { firstViewAt } from '../app/first-view';
import { EngagementTree } from '../app/root';
import { engagementRoutes } from '../app/routes';

// mf-engagement's server build (docs/adr/008-server-rendering.md): `.server/render.mjs` in each
// version's folder, so the live version renders the FAQ, contact and chat pages on the server.

export const { render, renderRoute } = createServerRender({
  routes: engagementRoutes,
  Tree: EngagementTree,
  firstViewAt,
});
export { addressOf, head, sitemap } from './head';
