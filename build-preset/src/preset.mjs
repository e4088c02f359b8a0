// The one build preset: every app's rspack.config.mjs is a few lines on top of it, so the
// shared singletons, the loaders and the federation settings cannot drift between teams.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { LOADED_BY_FIRST_REMOTE, SINGLETONS, WORKSPACE_VERSIONS } from './singletons.mjs';
import { standalonePage } from './standalone-page.mjs';

const presetRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Singletons provided as a module of this preset that re-exports only the part of the package the
 * apps use (src/vendor/*.ts, guarded by vendor.test.ts), under the package's own share key and
 * version: consumers still write `import { createStore } from 'effector'`.
 */
/** @type {Record<string, string>} */
const NARROWED = {
  effector: join(presetRoot, 'src', 'vendor', 'effector.ts'),
  'effector-react': join(presetRoot, 'src', 'vendor', 'effector-react.ts'),
  '@farfetched/core': join(presetRoot, 'src', 'vendor', 'farfetched.ts'),
};

/** @param {string} name */
function packageVersion(name) {
  // Read from the preset's own node_modules: not every package exports its package.json.
  return JSON.parse(readFileSync(join(presetRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * `host`: the shell bundles the singletons it uses into its entry chunk (eager), so they arrive
 * with its first script instead of in a second wave of requests once the federation runtime has
 * started (bench/README.md "What each device"). It always provides them anyway: it loads first.
 */
export function sharedConfig(host = false) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, requiredVersion]) => [
      name,
      {
        singleton: true,
        requiredVersion,
        ...(name in WORKSPACE_VERSIONS ? { version: WORKSPACE_VERSIONS[name] } : {}),
        ...(name in NARROWED ? { import: NARROWED[name], version: packageVersion(name) } : {}),
        ...(host && !LOADED_BY_FIRST_REMOTE.includes(name) ? { eager: true } : {}),
      },
    ]),
  );
}

/** Build-time settings baked into every bundle (provider host, bearer, Firebase). */
export const BUILD_SETTINGS = [
  'SHOP_API_URL',
  'SHOP_API_BEARER',
  'SHOP_FIREBASE_EMULATOR',
  'SHOP_FIREBASE_DATABASE_URL',
  'SHOP_FIREBASE_PROJECT_ID',
  'SHOP_FIREBASE_API_KEY',
];

function defines() {
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of BUILD_SETTINGS) {
    // Set-but-empty is passed on too: an empty SHOP_FIREBASE_EMULATOR means "a real project".
    if (process.env[name] !== undefined) out[`process.env.${name}`] = JSON.stringify(process.env[name]);
  }
  return out;
}

/**
 * Rspack's federation runtime module imports the bundler runtime's CommonJS build, and from there
 * every federation package is reached through `require`: the whole sdk and error-message tables in
 * every container, and the shell carried parts of the runtime twice (its .cjs and .js files side by
 * side). Each package's ES module build (same package, same version) is used instead, so one copy
 * is bundled and its unused parts are shaken out (bench/README.md "What each device").
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

function esmFederationRuntime() {
  const fromRspack = createRequire(createRequire(import.meta.url).resolve('@rspack/core'));
  const fromRuntimeTools = createRequire(fromRspack.resolve('@module-federation/runtime-tools'));
  /** @type {Record<string, string>} */
  const alias = {};
  const bundlerRuntimeCjs = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  const bundlerRuntimeEsm = join(dirname(bundlerRuntimeCjs), 'index.js');
  if (bundlerRuntimeCjs.endsWith('index.cjs') && existsSync(bundlerRuntimeEsm))
    alias[bundlerRuntimeCjs] = bundlerRuntimeEsm;
  const fromBundlerRuntime = createRequire(bundlerRuntimeCjs);
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = fromBundlerRuntime.resolve(name);
    const pkgDir = cjs.slice(0, cjs.lastIndexOf('/dist/'));
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const esm = pkg.exports?.['.']?.import?.default;
    // No `$`: the federation plugin aliases the bare name to the CommonJS build; this key overrides it.
    if (esm && existsSync(join(pkgDir, esm))) alias[name] = join(pkgDir, esm);
  }
  return alias;
}

/** The modules of @shop/react-kit/routing that are the kit's own (react-router stays in its vendor chunk). */
const ROUTING_CHUNK = {
  test: /react-kit[\\/]src[\\/](routing\.ts|remote[\\/](lazy-page|route-error-boundary)\.tsx)$/,
  name: 'routing',
  chunks: 'async',
  enforce: true,
};

/**
 * The error screen, which the route error boundary and the kit's lifecycles both show, in a chunk
 * of its own: inside the routing chunk it made the federation manifest list the kit's whole
 * fallback among the routing singleton's files, which every first page would then preload.
 */
const ERROR_SCREEN_CHUNK = {
  test: /react-kit[\\/]src[\\/]remote[\\/]error-screen\.tsx$/,
  name: 'error-screen',
  chunks: 'async',
  enforce: true,
};

/**
 * react-router's package points every condition at its development build (warnings, checks and
 * all); its production build sits beside it in the same package. A production build uses it.
 */
function productionRouter() {
  const fromPreset = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const entry = fromPreset.resolve('react-router');
  const pkgDir = entry.slice(0, entry.lastIndexOf('/dist/'));
  const index = join(pkgDir, 'dist', 'production', 'index.mjs');
  const dom = join(pkgDir, 'dist', 'production', 'dom-export.mjs');
  if (!existsSync(index) || !existsSync(dom)) return {};
  return { 'react-router$': index, 'react-router/dom$': dom };
}

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (import.meta.dirname of its config)
 * @param {string} o.name       federation container name, a JS identifier (mf_catalog)
 * @param {Record<string,string>} [o.exposes]  remote: exposed lifecycles
 * @param {boolean} [o.host]    the shell: emits index.html, registers remotes at run time
 * @param {number} [o.port]     dev-server port
 * @param {string} [o.server]   the application's server render entry (a server build beside the client's)
 * @returns {any} one Rspack configuration, or the client's and the server's
 */
export function createConfig({ dir, name, exposes, host = false, port = 3000, server }) {
  const production = process.env.NODE_ENV !== 'development';
  // DEV_PORT moves a remote's dev server, so several can run side by side.
  const devPort = Number(process.env.DEV_PORT) || port;
  const client = {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote's production build is only its container; the main entry is the standalone dev page.
    // The shell's two entry modules run in order from one chunk: index.ts asks for the registry,
    // then bootstrap.tsx starts the site. No import() boundary between them: the shell's singletons
    // are eager and federation starts asynchronously (asyncStartup), and the boundary cost a round
    // trip before anything could run (bench/README.md "What each device").
    entry: host
      ? { main: ['./src/app/index.ts', './src/app/bootstrap.tsx'] }
      : production
        ? {}
        : { main: './src/app/index.ts' },
    // Production maps carry no `sourceMappingURL` comment and never reach shoppers: the build
    // moves them out of the served folders (scripts/build-app.mjs), the server refuses `.map`.
    // A dev build uses no `eval` (Rspack's default eval-* devtools do), so the integrated site's
    // CSP, which never allows 'unsafe-eval', runs a team's dev server through an override
    // (docs/working-on-one-remote.md).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      // build-app.mjs gives each deploy folder its own output, so parallel builds never collide.
      path: process.env.APP_DIST_DIR ?? join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever the registry says they live.
      publicPath: host ? '/' : 'auto',
      filename: host ? 'shell/assets/[name].[contenthash:10].js' : '[name].[contenthash:10].js',
      chunkFilename: host ? 'shell/assets/[name].[contenthash:10].js' : '[name].[contenthash:10].js',
      cssFilename: host ? 'shell/assets/[name].[contenthash:10].css' : '[name].[contenthash:10].css',
      cssChunkFilename: host ? 'shell/assets/[name].[contenthash:10].css' : '[name].[contenthash:10].css',
      assetModuleFilename: host ? 'shell/assets/[name].[contenthash:10][ext]' : 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { ...esmFederationRuntime(), ...(production ? productionRouter() : {}) },
    },
    module: {
      // `import styles from './x.module.css'` everywhere: one default export of class names.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Without a target swc writes ES5: async functions become generator state machines
              // and helpers are inlined in every module (a sixth of the shared chunk). ES2020 keeps
              // async/await, spread and optional chaining as written; every browser the shop
              // supports (docs/composition.md, "Browsers") runs it.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              // react/jsx-runtime in every build, never jsx-dev-runtime: it is a shared singleton,
              // so a dev build loaded into the integrated site through an override uses the site's
              // React (production), which jsx-dev-runtime cannot run on ("dispatcher.getOwner is
              // not a function"). Standalone, React's development build still checks keys.
              transform: { react: { runtime: 'automatic', development: false } },
            },
          },
          type: 'javascript/auto',
        },
        // Global CSS only for the shell's tokens; every team's own styles are CSS modules.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(defines()),
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(host),
        // In every container, so the check is in each one's own runtime instance (a container built
        // before it simply checks as the runtime does): src/federation/plain-caret-check.ts.
        runtimePlugins: [join(presetRoot, 'src', 'federation', 'plain-caret-check.ts')],
        // version-first fetches every remote entry at start-up: one dead remote would break all.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          asyncStartup: true,
          // One federation runtime per page instead of one in every remoteEntry.js (~33 KiB gzip
          // each, measured by `pnpm bench`): the shell provides it, production remotes use it. A
          // standalone dev build keeps its own, so `pnpm dev` and developer overrides still work.
          ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          // Dead code out of the runtime each container carries (measured by `pnpm bench`): browser
          // only, and no manifest snapshots: the shell gives the runtime each version's container
          // itself (shell/src/registry/registry.ts containerUrl), a request less than its
          // mf-manifest.json first. A remote loads no remotes, so it needs no remote loading either.
          optimization: host
            ? { target: 'web', disableSnapshot: true }
            : { target: 'web', disableRemote: true, disableSnapshot: true },
        },
      }),
      // The shell's public files (icons) at the site's root, as they are.
      ...(host
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), noErrorOnMissing: true }] })]
        : []),
      ...(host || !production
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell's page is its own; every remote's standalone dev page is this one.
              ...(host
                ? { template: join(dir, 'src/index.html') }
                : {
                    templateContent: standalonePage({ remote: basename(dir), name, port: devPort }),
                    // Scripts from the dev server's root: with the remote's publicPath 'auto' they
                    // were relative, and a nested page (/auth/login) asked for /auth/main.js (404).
                    publicPath: '/',
                  }),
              filename: 'index.html',
              inject: 'body',
              minify: production,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // The routing singleton's own modules (@shop/react-kit/routing) are imported twice by a
      // remote: as the copy its container provides and as the fallback its consumer loads. Each
      // import made its own async chunk, so every remote's first page fetched the same 2.2 KB file
      // twice under two names (bench/README.md "One routing chunk"). Named, they are one chunk.
      ...(host ? {} : { splitChunks: { cacheGroups: { routing: ROUTING_CHUNK, errorScreen: ERROR_SCREEN_CHUNK } } }),
    },
    performance: { hints: false },
    // `rspack serve` turns on lazy compilation of import()s unless told: a page chunk is then a
    // proxy that asks the dev server to build it, which works on the dev server's own page but not
    // inside the integrated site through an override (the proxy posts to the site: 405). One
    // remote's whole dev build takes under a second (docs/working-on-one-remote.md).
    lazyCompilation: false,
    devServer: {
      port: devPort,
      // The standalone page borrows the shell's design tokens.
      static: [{ directory: join(presetRoot, '..', 'shell', 'src', 'styles'), publicPath: '/shell-styles' }],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
  };
  return server && production
    ? [client, serverConfig({ dir, name, entry: server, rules: client.module.rules, host })]
    : client;
}

/**
 * An application's server build (docs/composition.md "Server rendering"): one self-contained ES
 * module, `.server/render.mjs` in the same versioned folder as the client build (the shell's too:
 * `shell/<version>/.server/`, scripts/build-app.mjs), so the storefront server loads the live
 * version's copy. Same sources and loaders as the client; CSS modules give the
 * client's class names (same uniqueName, same module ids) and emit no CSS.
 */
/**
 * @param {{ dir: string, name: string, entry: string, rules: object[], host: boolean }} o
 */
function serverConfig({ dir, name, entry, rules, host }) {
  return {
    name: `${name}-server`,
    // After the client build, whose output.clean would remove it.
    dependencies: [name],
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      // A hidden folder: the storefront server never serves it (scripts/server/static-files.mjs).
      path: join(process.env.APP_DIST_DIR ?? join(dir, 'dist'), '.server'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      uniqueName: name,
      clean: true,
    },
    experiments: { outputModule: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: productionRouter() },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { exportsOnly: true } },
      rules,
    },
    plugins: [
      new rspack.DefinePlugin(defines()),
      // Page chunks are import()s in the client; on the server the one file holds them all.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}
