// The shop's own TypeScript the server reuses rather than repeats: the route table and each
// route's title (shell/src/app/), the details page's title (mf-catalog), the provider's call
// table, the answer checks (a chunk of their own in the browser), prices and links (@shop/shared). Loaded once when the server starts, through tsx (the
// provider runs the same way).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from '../lib.mjs';

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

export async function loadShopCode() {
  const [index, answers, routes, pageMeta, details] = await Promise.all([
    load('shared/src/index.ts'),
    load('shared/src/data/answers.ts'),
    load('shell/src/app/routes.ts'),
    load('shell/src/app/page-meta.ts'),
    load('mf-catalog/src/features/competition-details/page-meta.ts'),
  ]);
  const shared = { ...index, checkAnswer: answers.checkAnswer };
  return {
    shared,
    ROUTES: routes.ROUTES,
    routeFor: routes.routeFor,
    routeMeta: pageMeta.routeMeta,
    HOME_META: pageMeta.HOME_META,
    detailsPageMeta: details.detailsPageMeta,
  };
}
