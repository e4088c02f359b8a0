// Small helpers of the developer commands (build, start, test). They run before an install too
// (`npm start` on a fresh clone), so: Node's own modules only.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where builds land: DEPLOY_DIR, else the repository's deploy/ (@shop/release deployDir, the same). */
export const deployDir = () => process.env.DEPLOY_DIR ?? join(root, 'deploy');

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  } catch {
    return null;
  }
}

/**
 * The checkout's commit and whether it has uncommitted changes: { commit, dirty } (commit null
 * outside git). A build records it (.build-info.json) and `npm test` records its passing run for
 * it: the publish gates read both (@shop/release-cli gates.ts).
 */
export function sourceTree() {
  const commit = git(['rev-parse', 'HEAD'])?.trim() || null;
  const status = git(['status', '--porcelain', '--untracked-files=normal']);
  return { commit, dirty: status === null ? true : status.trim() !== '' };
}

export function shortCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/**
 * Build statistics and the build record (.build-info.json: @shop/release-cli gates.ts), not code: the federation plugin lists each shared module's users in an order
 * that changes from one build of the same source to the next, so hashing it made a rebuild of a
 * published version look like other content (refused, or published again under a new suffix).
 */
const NOT_CONTENT = new Set(['mf-manifest-stats.json', '.build-info.json']);

/** A hash over every file's path and bytes (build statistics left out): equal builds, equal hash. */
export function treeHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (NOT_CONTENT.has(basename(file))) continue;
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function readJson(path, fallback) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return fallback;
  }
}
