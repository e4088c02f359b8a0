// The shared singletons, in a module of their own so that the release tools (release/, release-cli/) can
// read them without loading Rspack.
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The workspace's own packages are read where the workspace root links them (its package.json
// names them): the preset depends on none of them, so each may test with the preset.
const require = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));
/** @param {string} pkg */
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

/**
 * The workspace's own packages shared as singletons, each with its share keys: one copy in the
 * page, whoever loads first, because each holds state every region must see (docs/adr/003-the-contract.md).
 */
const WORKSPACE_SINGLETONS = {
  // The contract's main entry (its version is what the teams' builds negotiate) and its shared units.
  '@shop/shared': ['@shop/shared', '@shop/shared/state'],
  // One axios client and its configuration, one set of query caches, the first view's responses.
  '@shop/provider-client': ['@shop/provider-client'],
  // One render clock, one sanitizer, one router module and one registry of lazy pages.
  '@shop/react-kit': ['@shop/react-kit', '@shop/react-kit/routing'],
};

/** The version each workspace share key is provided at: its package's. */
export const WORKSPACE_VERSIONS = Object.fromEntries(
  Object.entries(WORKSPACE_SINGLETONS).flatMap(([pkg, keys]) => keys.map((key) => [key, versionOf(pkg)])),
);

/**
 * Loaded once in the page whoever loads first (docs/composition.md; docs/adr/001). react-router
 * is not on the list: the teams use it through @shop/react-kit/routing (react-kit/src/routing.ts),
 * which bundles only the exports they use, once.
 */
export const SINGLETONS = {
  react: '^19.3.0',
  'react/jsx-runtime': '^19.3.0',
  'react-dom': '^19.3.0',
  'react-dom/client': '^19.3.0',
  effector: '^23.4.0',
  'effector-react': '^23.3.0',
  // The one data layer (docs/adr/007-one-data-layer.md): one copy, so one set of query caches.
  '@farfetched/core': '^0.15.0',
  ...Object.fromEntries(Object.entries(WORKSPACE_VERSIONS).map(([key, version]) => [key, `^${version}`])),
};

/**
 * Singletons the shell does not bundle (it does not use them): the first remote on a page loads
 * its own copy, so they belong to that remote's first code (release/src/commands/build-check.ts firstCodeOf).
 */
export const LOADED_BY_FIRST_REMOTE = ['@shop/react-kit/routing'];
