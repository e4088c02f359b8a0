#!/usr/bin/env node
// Byte budgets per app, checked after every build (scripts/build-all.mjs runs it): a build whose
// first-load JavaScript (gzip, level 9 as the server sends it) exceeds its budget in
// bench/budgets.json fails. First load means what the page fetches before the app can mount:
//   remote → remoteEntry.js + the sync chunks of each exposed module (./app, ./overlay) + its own
//            copies of the singletons the shell does not provide (react-router today), read from
//            its mf-manifest.json;
//   shell  → the scripts index.html names + the sync chunks of the singletons it provides.
// Raise a budget only with the bench figures that justify it (`pnpm bench`).
// A first load that fetches the same code twice under two names fails too: the routing
// singleton's provided copy and its fallback were once two chunks that differed only in their
// chunk ids (bench/README.md "One routing chunk").
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const REMOTES = ['mf-catalog', 'mf-basket', 'mf-account', 'mf-engagement'];

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function readManifest(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The latest shell build's own files (index.html, mf-manifest.json): its version folder
 * (scripts/build-app.mjs), else the deploy folder's root (a build from before shells had versions).
 */
function shellBuild(deploy) {
  const latest = join(deploy, 'shell', 'LATEST_BUILD');
  return existsSync(latest) ? join(deploy, 'shell', readFileSync(latest, 'utf8').trim()) : deploy;
}

function remoteFiles(deploy, folder) {
  const latest = join(deploy, folder, 'LATEST_BUILD');
  if (!existsSync(latest)) return null;
  const dir = join(deploy, folder, readFileSync(latest, 'utf8').trim());
  const manifest = readManifest(join(dir, 'mf-manifest.json'));
  const provided = new Set(
    (readManifest(join(shellBuild(deploy), 'mf-manifest.json'))?.shared ?? []).map((s) => s.name),
  );
  const entry = manifest.metaData.remoteEntry;
  const files = new Set([join(dir, entry.path ?? '', entry.name)]);
  for (const expose of manifest.exposes) for (const js of expose.assets.js.sync) files.add(join(dir, js));
  for (const shared of manifest.shared) {
    if (!provided.has(shared.name)) for (const js of shared.assets.js.sync) files.add(join(dir, js));
  }
  return files;
}

function shellFiles(deploy) {
  const html = join(shellBuild(deploy), 'index.html');
  if (!existsSync(html)) return null;
  const files = new Set();
  for (const [, src] of readFileSync(html, 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g))
    files.add(join(deploy, src));
  for (const shared of readManifest(join(shellBuild(deploy), 'mf-manifest.json'))?.shared ?? []) {
    for (const js of shared.assets.js.sync) files.add(join(deploy, js));
  }
  return files;
}

/** A chunk's header names its own ids (`….push([[220],{…`); the code after it is what counts. */
const CHUNK_IDS = /\.push\(\[\[[^\]]*\]/g;

/** The files among `files` whose code an earlier one already has, each with that earlier one. */
function sameCode(files) {
  const seen = new Map();
  const twice = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(CHUNK_IDS, '.push([[]');
    const hash = createHash('sha256').update(code).digest('hex');
    if (seen.has(hash)) twice.push([seen.get(hash), file]);
    else seen.set(hash, file);
  }
  return twice;
}

/** Measures each built app against its budget; returns the rows and whether all fit. */
export function checkBudgets(deploy, budgetsFile = join(here, 'budgets.json')) {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')).firstLoadGzipKiB;
  const rows = [];
  for (const app of ['shell', ...REMOTES]) {
    const files = app === 'shell' ? shellFiles(deploy) : remoteFiles(deploy, app);
    if (!files) continue;
    const kib = [...files].reduce((sum, f) => sum + gzip(f), 0) / 1024;
    const budget = budgets[app];
    const duplicates = sameCode(files);
    rows.push({
      app,
      kib,
      budget,
      duplicates,
      ok: typeof budget === 'number' && kib <= budget && duplicates.length === 0,
    });
  }
  return { rows, ok: rows.every((r) => r.ok) };
}

export function reportBudgets(deploy) {
  const { rows, ok } = checkBudgets(deploy);
  for (const r of rows) {
    const line = `[budget] ${r.app.padEnd(14)} ${r.kib.toFixed(1).padStart(6)} KiB gzip first load (budget ${r.budget ?? 'none'} KiB)`;
    const twice = r.duplicates.map(([a, b]) => `${basename(b)} repeats ${basename(a)}`).join(', ');
    if (r.ok) console.log(line);
    else if (twice) console.error(`${line} — THE SAME CODE TWICE: ${twice}`);
    else console.error(`${line} — OVER BUDGET`);
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const deploy = process.argv[2] ?? process.env.DEPLOY_DIR ?? join(here, '..', 'deploy');
  if (!reportBudgets(deploy)) process.exit(1);
}
