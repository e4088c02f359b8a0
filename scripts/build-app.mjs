#!/usr/bin/env node
// Builds one app in production mode and lands it in the deploy folder, never changing what is
// live (only `pnpm release`, or a start's release step where a start owns what is live, does):
//   remotes → deploy/<remote>/<version>/ (immutable; never overwritten), version =
//   <package.json version>-<commit> or REMOTE_VERSION; a changed build of the same commit gets
//   a content-hash suffix instead of overwriting;
//   shell   → its content-hashed files into deploy/shell/assets/ (kept: a tab opened on an older
//   shell still finds its chunks), its page and manifest into deploy/shell/<version>/ (same rules).
// Each version folder gets `.build-info.json` (its commit, whether the tree was dirty) for the
// publish gates (@shop/release-cli gates.ts), and `<folder>/LATEST_BUILD` names the new version.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deployDir, listFiles, readJson, root, shortCommit, sourceTree, treeHash } from './lib.mjs';

/**
 * The build record the publish gates read (@shop/release BUILD_INFO). Written here by name: a
 * build loads no TypeScript, it runs once per app and per drill.
 */
const BUILD_INFO = '.build-info.json';

const folder = process.argv[2];
if (!folder) throw new Error('usage: build-app.mjs <app-folder>');
const appDir = join(root, folder);
const pkg = readJson(join(appDir, 'package.json'), {});
const baseVersion = process.env.REMOTE_VERSION || `${pkg.version}-${shortCommit()}`;
// Read before the build: a tree changed while it runs is not what was built.
const tree = sourceTree();

const deploy = deployDir();
const dist = join(deploy, '.build', folder);
const rspack = join(appDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const built = spawnSync(process.execPath, [rspack, 'build', '-c', 'rspack.config.mjs'], {
  cwd: appDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: baseVersion, APP_DIST_DIR: dist },
});
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(deploy, { recursive: true });

/**
 * Source maps stay with the team, not the shoppers (docs/security.md): the build writes them without a
 * `sourceMappingURL` comment, and they move to `.sourcemaps/` (hidden: never served, never
 * uploaded with a version) before the build lands where it is served.
 */
function keepSourceMapsApart(into) {
  for (const file of listFiles(dist).filter((f) => f.endsWith('.map'))) {
    const target = join(deploy, '.sourcemaps', into, relative(dist, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
}

keepSourceMapsApart(join(folder, baseVersion));

/** The shell's version folder, staged: every file of its build but the hashed ones, and their list. */
function stageShell() {
  const staged = join(deploy, '.build', 'shell-version');
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(staged, { recursive: true });
  for (const name of readdirSync(dist)) {
    if (name !== 'shell') cpSync(join(dist, name), join(staged, name), { recursive: true });
  }
  const assets = listFiles(join(dist, 'shell', 'assets')).map((file) => relative(dist, file));
  writeFileSync(join(staged, 'assets.json'), `${JSON.stringify(assets)}\n`);
  // Hashed names: a file of that name is that content, so one already there is left as it is.
  cpSync(join(dist, 'shell', 'assets'), join(deploy, 'shell', 'assets'), { recursive: true, force: false });
  return staged;
}

const content = folder === 'shell' ? stageShell() : dist;
let version = baseVersion;
let target = join(deploy, folder, version);
if (existsSync(target) && treeHash(target) !== treeHash(content)) {
  if (process.env.REMOTE_VERSION) {
    console.error(`[build] ${folder} ${version} is already built with other content; refusing to overwrite`);
    process.exit(1);
  }
  version = `${baseVersion}.${treeHash(content).slice(0, 8)}`;
  target = join(deploy, folder, version);
}
if (!existsSync(target)) {
  cpSync(content, target, { recursive: true });
  writeFileSync(
    join(target, BUILD_INFO),
    `${JSON.stringify({ commit: tree.commit, dirty: tree.dirty, builtAt: new Date().toISOString() })}\n`,
  );
}
writeFileSync(join(deploy, folder, 'LATEST_BUILD'), `${version}\n`);
console.log(`[build] ${folder} → ${folder}/${version}/ (not live until released)`);
