// The shared singletons, in a module of their own so that node scripts (scripts/release/) can
// read them without loading Rspack.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const sharedPkg = JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8'));

/**
 * Loaded once in the page whoever loads first (docs/composition.md; docs/adr/001). react-router
 * is not on the list: the teams use it through @shop/shared/routing (src/routing.ts), which
 * bundles only the exports they use, once.
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
  '@shop/shared': `^${sharedPkg.version}`,
  '@shop/shared/kit': `^${sharedPkg.version}`,
  '@shop/shared/routing': `^${sharedPkg.version}`,
};

/**
 * Singletons the shell does not bundle (it does not use them): the first remote on a page loads
 * its own copy, so they belong to that remote's first code (scripts/release/build-check.mjs firstCodeOf).
 */
export const LOADED_BY_FIRST_REMOTE = ['@shop/shared/routing'];
