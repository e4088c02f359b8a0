// A remote's standalone dev page (`pnpm dev` in its folder, docs/working-on-one-remote.md): its
// root and overlay slots under a small header that says what this page is, links the remote's
// pages and gives the override link that shows it inside the integrated site. Without it, `/` was
// blank on every remote but the catalog.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The pages `remote` (its folder, `mf-basket`) owns, from the site's one route table
 * (shell/src/app/routes.ts, requirements §2), read as text: this runs in Node before any bundler,
 * where the TypeScript module cannot be imported. Empty when the table cannot be read.
 */
/**
 * @param {string} remote
 * @returns {{ path: string, screen: string }[]}
 */
export function remoteRoutes(remote, routesFile = join(repoRoot, 'shell', 'src', 'app', 'routes.ts')) {
  let text = '';
  try {
    text = readFileSync(routesFile, 'utf8');
  } catch {
    return [];
  }
  const app = remote.replace(/^mf-/, '');
  const entry = /\{\s*path:\s*'([^']+)',\s*app:\s*'([a-z]+)',\s*screen:\s*'([^']+)'\s*\}/g;
  return [...text.matchAll(entry)]
    .filter((match) => match[2] === app)
    .map((match) => ({ path: match[1] ?? '', screen: match[3] ?? '' }));
}

/** @param {unknown} text */
const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {object} o
 * @param {string} o.remote   the remote's folder (mf-basket)
 * @param {string} o.name     its federation container (mf_basket)
 * @param {number} o.port     its dev server's port
 * @param {string} [o.site]   the integrated site (root `pnpm dev`): STOREFRONT_URL, else :8080
 * @param {{ path: string, screen: string }[]} [o.routes]
 */
export function standalonePage({
  remote,
  name,
  port,
  site = process.env.STOREFRONT_URL ?? 'http://localhost:8080',
  routes = remoteRoutes(remote),
}) {
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  const first = routes.find((route) => !route.path.includes(':'))?.path ?? '/';
  const overrideLink = `${site.replace(/\/$/, '')}${first}?override=${name}=${manifest}`;
  // A path with a parameter (/competition/details/:competitionDetail) is shown, not linked.
  const items = routes
    .map(({ path, screen }) =>
      path.includes(':')
        ? `<li><code>${escapeHtml(path)}</code> ${escapeHtml(screen)}</li>`
        : `<li><a href="${escapeHtml(path)}">${escapeHtml(path)}</a> ${escapeHtml(screen)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(remote)} — standalone</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/shell-styles/tokens.css" />
    <style>
      .standalone-dev { font: 14px/1.4 system-ui, sans-serif; background: #fff8d6; color: #1b1b1b;
        border-bottom: 2px solid #b38600; padding: 8px 16px; }
      .standalone-dev p { margin: 0 0 4px; }
      .standalone-dev summary { cursor: pointer; }
      .standalone-dev nav { margin-top: 4px; }
      .standalone-dev ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 0 0 4px; padding: 0; }
      .standalone-dev a { color: #0b3d91; }
      .standalone-dev a[data-override] { overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <header class="standalone-dev" data-testid="standalone-dev">
      <details>
        <summary><strong>${escapeHtml(remote)}</strong> standalone: this remote alone on its dev server, against the local provider; an edit reloads the page.</summary>
        <nav aria-label="${escapeHtml(remote)} pages"><ul>${items}</ul></nav>
        <p>Inside the integrated site (root <code>npm run dev</code>): <a data-override href="${escapeHtml(overrideLink)}">${escapeHtml(overrideLink)}</a></p>
      </details>
      <script>
        // Open at /, where the remote shows nothing of its own; one line on its pages.
        if (location.pathname === '/') document.querySelector('.standalone-dev details').open = true;
      </script>
    </header>
    <div id="root"></div>
    <div id="overlay"></div>
  </body>
</html>
`;
}
