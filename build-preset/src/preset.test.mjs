// @vitest-environment node
// The dev build a team's `npm run dev` serves runs inside the integrated site through an override
// (docs/working-on-one-remote.md): each setting below was once a reason it did not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from './preset.mjs';

const basket = () =>
  createConfig({
    dir: new URL('../../mf-basket', import.meta.url).pathname,
    name: 'mf_basket',
    exposes: { './app': './src/app/lifecycles.tsx' },
    port: 3002,
  });

describe('the dev build of a remote', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('evaluates no strings, builds every chunk up front and uses the shared JSX runtime', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const config = basket();
    // eval-* devtools need 'unsafe-eval', which the site's CSP never allows.
    expect(config.devtool).not.toMatch(/eval/);
    expect(config.devtool).toMatch(/source-map/);
    // Lazy compilation's proxies post to the page's origin: the site's, inside it (405).
    expect(config.lazyCompilation).toBe(false);
    // jsx-dev-runtime cannot run on the site's production React.
    const swc = config.module.rules.find((/** @type {any} */ rule) => rule.loader === 'builtin:swc-loader');
    expect(swc.options.jsc.transform.react.development).toBe(false);
  });

  it('serves the standalone page with root-relative scripts, on DEV_PORT when given', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEV_PORT', '3102');
    const config = basket();
    expect(config.devServer.port).toBe(3102);
    const html = config.plugins.find((/** @type {any} */ plugin) => plugin.name === 'HtmlRspackPlugin');
    // Relative script paths broke every nested page (/auth/login asked for /auth/main.js).
    expect(html._args[0].publicPath).toBe('/');
    expect(html._args[0].templateContent).toContain('http://localhost:3102/mf-manifest.json');
  });
});
