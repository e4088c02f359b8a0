import { AsyncLocalStorage } from 'node:async_hooks';
import { readProviderOfRenderWith, recordResponsesWith } from '@shop/provider-client';
import type { RenderOptions, ServerRender } from '@shop/shared/server-build';
import { allSettled, type EventCallable, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import sanitizeHtml from 'sanitize-html';
import { sanitizeOnServerWith } from '../html/safe-html';
import { preloadPagesAt } from '../remote/lazy-page';
import { readRenderClockWith } from '../remote/render-clock';

export { escapeXml, SHARE_HEIGHT, SHARE_WIDTH, shareHash, sharePath, wrapText } from './share';

// @shop/react-kit/server: an application's server render (docs/composition.md "Server rendering"),
// the same for every team. The route's reads settle in a scope of their own, the same tree the
// client mounts renders to a string at the render's clock, and the provider responses it used go
// into the page for the client's first render. Node only: imported by `src/server/*` entries.

/** What a URL's first view starts (its model loaded) and the route's named chunk. */
export interface FirstView {
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start?: EventCallable<any>;
  params?: unknown;
  chunk?: string;
}

/**
 * Each render's own state, however renders interleave: the responses it read, its clock and its
 * provider (none: the one the shared client points at, as in tests). Nothing of a request is kept
 * in a module global.
 */
interface ThisRender {
  responses: Record<string, unknown>;
  now: number | undefined;
  apiUrl: string | undefined;
}
const thisRender = new AsyncLocalStorage<ThisRender>();
recordResponsesWith((key, data) => {
  const render = thisRender.getStore();
  if (render) render.responses[key] = data;
});
readRenderClockWith(() => thisRender.getStore()?.now);
readProviderOfRenderWith(() => thisRender.getStore()?.apiUrl);

/**
 * What the browser's DOMPurify keeps (its HTML profile), for pages without a DOM: text formatting,
 * lists, tables, links and images; no script, style, form or event handler.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'sup', 'sub'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};
sanitizeOnServerWith((html) => sanitizeHtml(html, SANITIZE));

export interface ServerRenderSetup {
  /** The routes the application's router renders (lazy pages are loaded before rendering). */
  routes: ReactNode;
  /** The tree the client mounts under its router. */
  Tree: ComponentType;
  /** The first view of a URL this build renders, or null (not a route it renders). */
  firstViewAt: (url: string, options: RenderOptions) => Promise<FirstView | null>;
}

/**
 * The build's `render(url, options)`: the region and its state, or null; and `renderRoute`, the
 * same against whichever provider the shared client already points at (tests).
 */
export function createServerRender({ routes, Tree, firstViewAt }: ServerRenderSetup) {
  function render(url: string, options: RenderOptions): Promise<ServerRender | null> {
    return renderAt(url, options, options.apiUrl);
  }
  function renderRoute(
    url: string,
    options: RenderOptions = { apiUrl: '', now: Date.now() },
  ): Promise<ServerRender | null> {
    return renderAt(url, options, undefined);
  }
  function renderAt(url: string, options: RenderOptions, apiUrl: string | undefined): Promise<ServerRender | null> {
    const responses: Record<string, unknown> = {};
    return thisRender.run({ responses, now: options.now, apiUrl }, async () => {
      const view = await firstViewAt(url, options);
      if (!view) return null;
      const scope = fork();
      const pathname = new URL(url, 'http://server').pathname;
      await Promise.all([
        preloadPagesAt(routes, pathname),
        view.start ? allSettled(view.start, { scope, params: view.params }) : null,
      ]);
      const html = renderToString(
        <Provider value={scope}>
          <StaticRouter location={url}>
            <Tree />
          </StaticRouter>
        </Provider>,
      );
      return { html, state: { url, now: options.now, responses }, chunk: view.chunk };
    });
  }
  return { render, renderRoute };
}
