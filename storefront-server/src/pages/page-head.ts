// What the server writes into every page it sends: the Content-Security-Policy that goes with
// the page's nonce, the provider the page talks to, the registry and the page's release token.
import { randomBytes } from 'node:crypto';
import type { PublicRegistry } from '@shop/release';

/** The local payment service (api/src/payments/; PAYMENT_PORT moves it, SHOP_PAYMENT_URL names it here). */
export const DEFAULT_PAYMENT_URL = 'http://localhost:8788';

/**
 * DEV_REMOTE_ORIGINS (comma-separated) as origins, or a thrown error naming the entry that is not
 * one: a path, a wildcard or a scheme other than http(s) would widen the policy beyond the dev
 * servers it names, so the server refuses to start instead.
 */
export function devRemoteOrigins(text = ''): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        url = null;
      }
      const exact =
        url &&
        ['http:', 'https:'].includes(url.protocol) &&
        /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname) &&
        url.origin === entry.replace(/\/$/, '');
      if (!url || !exact) {
        throw new Error(`DEV_REMOTE_ORIGINS: "${entry}" is not an origin such as http://localhost:3002`);
      }
      return url.origin;
    });
}

/**
 * The page's Content-Security-Policy. `devOrigins`: the teams' dev servers a root `pnpm dev` lets an
 * override load a remote from (DEV_REMOTE_ORIGINS, scripts/start.mjs); none on a plain `npm start`.
 * Each is added, exactly, where a remote's dev build needs it and nowhere else: its scripts, its
 * stylesheets (a dev build links its CSS from its own origin), its images, its manifest and chunks,
 * and its live-reload socket (ws:// on the same host). Never 'unsafe-eval': a dev build uses no
 * eval (build-preset/src/preset.mjs). csp.test.ts holds both policies.
 */
export function contentSecurityPolicy(
  nonce: string,
  apiUrl: string,
  devOrigins: string[] = [],
  paymentUrl = DEFAULT_PAYMENT_URL,
): string {
  const api = new URL(apiUrl);
  const socketOf = (url: URL) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  const dev = devOrigins.map((origin) => new URL(origin));
  const devHttp = dev.map((url) => url.origin);
  const devSockets = dev.map(socketOf);
  const sources = (...list: (string | string[])[]) => list.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", `'nonce-${nonce}'`, devHttp)}`,
    `style-src ${sources("'self'", "'unsafe-inline'", devHttp)}`,
    `img-src ${sources("'self'", 'data:', api.origin, devHttp)}`,
    `connect-src ${sources("'self'", api.origin, socketOf(api), devHttp, devSockets)}`,
    "font-src 'self'",
    // The payment service's card fields and 3-D Secure pages (api/README.md "Payments"); nothing else is framed.
    `frame-src ${new URL(paymentUrl).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'report-uri /__csp-report',
  ].join('; ');
}

/** JSON for inside a <script> element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The registry as a JSON island for the top of the page (read by the shell's first module,
 * shell/src/registry/early-registry.ts): the shell knows which versions to load, and preloads the
 * route owner's first code, without waiting for a request of its own. `registry` is the public
 * copy of the release state (@shop/release publicRegistry: no names or reasons, the last few
 * steps), read afresh for every page by the server's registry source, so a publish or rollback is
 * seen by the next page load. Nothing when there is none: the shell then fetches it and says what
 * is wrong.
 */
export function inlineRegistryTag(registry: PublicRegistry | null): string {
  if (!registry) return '';
  return `<script type="application/json" id="shop-registry">${scriptJson(registry)}</script>`;
}

/** Where each response's own release token goes (pages.ts `withNonce` fills it in per response). */
export const RELEASE_TOKEN_SLOT = `release-token-slot-${randomBytes(8).toString('hex')}`;

/**
 * The page's release token (@shop/release/service page tokens): the shell sends it with each remote's
 * load outcome (shell/src/registry/health-beacon.ts); an outcome without it is not counted.
 */
export const releaseTokenTag = () => `<meta name="shop-release-token" content="${RELEASE_TOKEN_SLOT}" />`;

export const escapeAttribute = (text: unknown) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The provider the pages should talk to, as <meta> tags at the top of <head> (read by
 * provider-client/src/config.ts before anything renders). The API URL is the one the CSP allows, so page
 * and policy always agree; the Firebase emulator host only when the server was given one. This
 * lets one build be served against several providers (the e2e lanes); a build served elsewhere
 * keeps its built-in values.
 */
export function providerMetaTags(
  apiUrl: string,
  firebaseEmulator: string | undefined,
  overrideOrigins: string[] = [],
  paymentUrl = DEFAULT_PAYMENT_URL,
): string {
  const tags = [
    `<meta name="shop-api-url" content="${escapeAttribute(apiUrl)}" />`,
    `<meta name="shop-payment-url" content="${escapeAttribute(paymentUrl)}" />`,
  ];
  if (firebaseEmulator) {
    tags.push(`<meta name="shop-firebase-emulator" content="${escapeAttribute(firebaseEmulator)}" />`);
  }
  // The origins a developer override may load a remote from (shell/src/registry/override.ts):
  // only when a team runs `pnpm dev`; none on a plain `npm start`.
  if (overrideOrigins.length > 0) {
    tags.push(`<meta name="shop-override-origins" content="${escapeAttribute(overrideOrigins.join(' '))}" />`);
  }
  return tags.join('');
}
