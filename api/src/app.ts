// The provider's HTTP app (Hono): CORS, the rest_route families, media, local tools.
// `?rest_route=/x` is routed as the path `/rest_route/x` (getPath), so WordPress's query form maps
// onto ordinary Hono routes.
import { type Context, Hono } from 'hono';
import { cartRoutes } from './cart/routes';
import { noStoreRoute, storeApi } from './cart/store-api';
import { checkoutRoutes } from './checkout/store-routes';
import type { Ctx } from './context';
import { asJsonRequest, readBody } from './http/body';
import { v1Handlers } from './http/calls';
import { cors } from './http/cors';
import { onError } from './http/errors';
import { releaseManagers, releaseNotice } from './http/release-notice';
import { type AppEnv, respond } from './http/respond';
import { localTools } from './local-tools';
import { svgFor } from './media';
import { restRead } from './realtime/rest';
import { safeEqual } from './util';
import { routes } from './v1';

const REST = '/rest_route';

/** The path a request is routed on: the rest_route parameter when there is one. */
export function routingPath(request: Request): string {
  const url = request.url;
  const query = url.indexOf('?');
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const pathname = url.slice(start, query === -1 ? undefined : query);
  const route = query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('rest_route');
  if (route === null) return pathname.startsWith(REST) ? `/_${pathname}` : pathname;
  const trimmed = route.replace(/\/+$/, '');
  return `${REST}${trimmed.startsWith('/') ? trimmed : `/!${trimmed}`}`;
}

const NO_ROUTE = 'No route was found matching the URL and request method.';

/** The release notice call's secret and recipients (api/README.md "Release notices"); off without a secret. */
export interface ReleaseNoticeOptions {
  secret?: string;
  managers?: string;
}

export function createApp(
  ctx: Ctx,
  toolsSecret: string | null,
  seedData: () => Promise<void>,
  notices: ReleaseNoticeOptions = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routingPath });
  app.onError(onError);
  app.notFound((c) => respond(c, 404, { success: false, error: 'Not found.' }));
  app.use('*', cors);

  const bearerOk = (auth: string | undefined): boolean =>
    !!auth && auth.startsWith('Bearer ') && safeEqual(auth.slice(7), ctx.bearer);

  app.use(`${REST}/*`, async (c, next) => {
    const body = await readBody(c);
    c.set('body', body);
    if (body.ok) asJsonRequest(c, body);
    await next();
  });
  const store = storeApi(ctx, bearerOk);
  store.route('/', cartRoutes(ctx));
  store.route('/', checkoutRoutes(ctx));
  store.all('*', noStoreRoute);
  app.route(`${REST}/wc/store/v1`, store);
  app.use(`${REST}/*`, async (c, next) => {
    if (!bearerOk(c.req.header('authorization')))
      return respond(c, 401, {
        success: false,
        error: 'Missing or invalid bearer credential.',
        code: 'shop_missing_bearer',
      });
    await next();
  });
  for (const [name, call] of Object.entries(routes))
    app.on(call.method, [`${REST}/api/v1/${name}`], ...v1Handlers(ctx, call));
  app.all(`${REST}/*`, (c) => respond(c, 404, { success: false, error: NO_ROUTE, code: 'rest_no_route' }));

  app.get('/media/*', (c) => {
    const svg = svgFor(c.req.path);
    if (!svg) return respond(c, 404, { success: false, error: 'No such image.' });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  // The realtime tree's REST reads (Firebase's `GET /<path>.json`): the chat's server render.
  app.get('*', (c, next) => {
    if (!c.req.path.endsWith('.json')) return next();
    const read = restRead((path) => ctx.realtime.read(path), c.req.path, new URL(c.req.url).searchParams);
    return c.json(read.body, read.status as 200, { 'Cache-Control': 'no-store' });
  });
  if (toolsSecret) app.route('/__local', localTools(ctx, toolsSecret, seedData));
  if (notices.secret)
    app.route('/__release-notice', releaseNotice(ctx, notices.secret, releaseManagers(notices.managers)));
  const health = (c: Context) =>
    respond(c, 200, { success: true, name: 'prize-draw local provider', routes: 'see api/README.md' });
  app.all('/', health);
  app.all('/health', health);
  return app;
}
