#!/usr/bin/env node
// Builds one app in production mode and lands it in the deploy folder:
//   remotes → deploy/<remote>/<version>/ (immutable; never overwritten), version =
//   <package.json version>-<commit> or REMOTE_VERSION; a changed build of the same commit gets
//   a content-hash suffix instead of overwriting;
//   shell   → deploy/index.html + deploy/shell/assets/ (content-hashed names).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deployDir, listFiles, readJson, root, shortCommit, treeHash } from './lib.mjs';

const folder = process.argv[2];
if (!folder) throw new Error('usage: build-app.mjs <app-folder>');
const appDir = join(root, folder);
const pkg = readJson(join(appDir, 'package.json'), {});
const baseVersion = process.env.REMOTE_VERSION || `${pkg.version}-${shortCommit()}`;

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
 * Source maps stay with the team, not the shoppers (issue 30): the build writes them without a
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

if (folder === 'shell') {
  keepSourceMapsApart('shell');
  rmSync(join(deploy, 'shell'), { recursive: true, force: true });
  cpSync(dist, deploy, { recursive: true });
  console.log(`[build] shell → ${deploy}/index.html`);
} else {
  let version = baseVersion;
  keepSourceMapsApart(join(folder, baseVersion));
  let target = join(deploy, folder, version);
  if (existsSync(target) && treeHash(target) !== treeHash(dist)) {
    if (process.env.REMOTE_VERSION) {
      console.error(`[build] ${folder} ${version} is already published with other content; refusing to overwrite`);
      process.exit(1);
    }
    version = `${baseVersion}.${treeHash(dist).slice(0, 8)}`;
    target = join(deploy, folder, version);
  }
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  writeFileSync(join(deploy, folder, 'LATEST_BUILD'), `${version}\n`);
  console.log(`[build] ${folder} → ${folder}/${version}/`);
}
