// The monolith: the shell and the four remotes' screens bundled as one Rspack app, only for the
// bench to compare against. It reuses the shared preset (same loaders, defines, output names)
// and the shell's entry, drops Module Federation, and swaps the shell's registry, remote loader
// and remote preloader for the files beside this config. No team's source is forked.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createConfig } from '@shop/build-preset';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the storefront server looks for mf_catalog's live render: `<folder>/<version>` (build.mjs). */
export const RENDER_FOLDER = ['mf-catalog', 'monolith'];
const shellDir = join(here, '..', '..', 'shell');

/** Replaces the shell's `<dir>/<name>` module with this folder's stand-in. */
function swap(dir, name) {
  return new rspack.NormalModuleReplacementPlugin(new RegExp(`[\\\\/]${name}$`), (resource) => {
    if (join(resource.context, resource.request) === join(shellDir, 'src', dir, name)) {
      resource.request = join(here, `${name}.ts`);
    }
  });
}

// The catalog's server render is built beside it with the monolith's settings (its uniqueName and
// module ids give the CSS modules' class names), so the server renders the monolith's first views
// the way it renders the composition's (build.mjs writes the registry entry that points at it).
const [config, server] = createConfig({
  dir: shellDir,
  name: 'shop_monolith',
  host: true,
  server: join(here, '..', '..', 'mf-catalog', 'src', 'server', 'render.tsx'),
});
server.output.path = join(
  process.env.APP_DIST_DIR ?? join(here, '..', 'dist', 'monolith'),
  ...RENDER_FOLDER,
  '.server',
);
// The shell's server build too (its route table and heads: the server routes every page through it),
// in shell/.server/ as in the composition.
const [, shellServer] = createConfig({
  dir: shellDir,
  name: 'shop_monolith',
  host: true,
  server: join(shellDir, 'src', 'server', 'render.tsx'),
});
shellServer.name = 'shop_monolith-shell-server';
// One build, no versions: where the storefront server looks when no shell is released (scripts/server/builds.mjs).
shellServer.output.path = join(process.env.APP_DIST_DIR ?? join(here, '..', 'dist', 'monolith'), 'shell', '.server');
// Federation needs the async boundary of index.ts; a monolith starts straight at bootstrap.
config.entry = { main: './src/app/bootstrap.tsx' };
config.plugins = [
  ...config.plugins.filter((plugin) => plugin?.constructor?.name !== 'ModuleFederationPlugin'),
  swap('registry', 'load-app'),
  swap('registry', 'registry'),
  swap('app', 'preload'),
];

export default [config, server, shellServer];
