// A server-rendered region as the page carries it: the markup in <main>, the state beside it for
// the browser's hydration, and the stylesheets of the route's chunk inline in <head>
// (docs/composition.md "Server rendering").
import type { ServerRender } from './build-module';
import { escapeAttribute, scriptJson } from './page-head';

const slotId = (app: string) => `app-${app.replace(/[^a-z0-9_-]/gi, '-')}`;
export const stateId = (app: string) => `shop-ssr-state:${app}`;

/** A stylesheet of a remote version, with its text. */
export interface StyleSheet {
  href: string;
  css: string;
}

/** A region the server rendered, with what the page needs to show and hydrate it. */
export interface Region extends ServerRender {
  app: string;
  container: string;
  version: string;
  styles: StyleSheet[];
}

/**
 * The sheets a route's page needs: its own chunk's and those the routes share, not every route's
 * (a third of the page's bytes on a details page). Chunk files are named `<chunk>.<hash>.css`, and
 * shared ones, which have no name, `<number>.<hash>.css` (build-preset/src/preset.mjs). A render that
 * names no chunk (a version from before it did) gets them all.
 */
export function stylesFor(styles: StyleSheet[], chunk: unknown): StyleSheet[] {
  if (typeof chunk !== 'string' || !/^[\w-]+$/.test(chunk)) return styles;
  const base = (href: string) => href.slice(href.lastIndexOf('/') + 1);
  return styles.filter(({ href }) => base(href).startsWith(`${chunk}.`) || /^\d+\./.test(base(href)));
}

/** The page with the rendered region in <main> and its state beside it. */
export function withRegion(html: string, region: Region | null, nonce: string): string {
  if (!region) return html;
  // A remote's region names its version: a browser that loads another (a canary) drops the markup
  // (shell/src/app/applications.ts `slot`). The shell's own pages have no version of their own.
  const version = region.container === 'shell' ? '' : ` data-version="${escapeAttribute(region.version)}"`;
  const slot =
    `<div id="${slotId(region.app)}" class="app-slot" data-app="${escapeAttribute(region.app)}"${version}` +
    ` data-server-rendered="true">${region.html}</div>`;
  const state = `<script type="application/json" id="${escapeAttribute(stateId(region.app))}" nonce="${nonce}">${scriptJson(region.state)}</script>`;
  // Each sheet's text inline, and beside it a disabled link to the same file, which the browser
  // does not fetch: the remote's chunk loader looks for a stylesheet link with that address
  // before it asks for one, so it finds it and asks for nothing.
  const styles = region.styles
    .map(
      ({ href, css }) =>
        `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>` +
        `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`,
    )
    .join('');
  return html
    .replace(/<\/head>/i, (end) => styles + end)
    .replace(
      /(<main id="main-region"[^>]*>)(<\/main>)/,
      (_, open: string, close: string) => open + slot + close + state,
    );
}
