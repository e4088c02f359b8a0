// The release state (per remote and for the shell: live version, canary, history) as a chain of
// immutable revisions in the release storage, `.release/state/<revision>.json`, never served
// (hidden names; a CDN in front of a bucket must not serve `.release/` either). Every change is a
// compare-and-set: read the newest revision N, decide, create N+1 — which succeeds for exactly
// one writer (storage.create: a hard link in a folder, a conditional PUT or the bucket's lock).
// A command that lost re-reads and decides again (it may now be refused, with the reason); none
// reports a change that did not happen. After each change the public views are rewritten from the
// newest revision: `registry.json` (public-registry.ts) and the live shell's `index.html` and
// `mf-manifest.json` (docs/adr/010-release-state-and-health.md). This module and
// registry-source.ts are the only ones that read or write registry.json.

import { KEPT_STEPS, pruneHistory } from '../history';
import { refuse } from '../refusal';
import { SHELL } from '../targets';
import type { HistoryStep, ReleaseRecord, ReleaseState } from '../types';
import { publicRegistry } from './public-registry';
import type { DeployStorage } from './storage';

export const STATE_FOLDER = '.release/state/';
const HISTORY_FOLDER = '.release/history/';
/** Revisions kept: enough for any reader that listed just before a few changes landed. */
const KEPT_REVISIONS = 20;
/** How often a command may lose the race before it gives up (nothing changed, it says so). */
const ATTEMPTS = 40;

const keyOf = (revision: number) => `${STATE_FOLDER}${String(revision).padStart(10, '0')}.json`;
const REVISION_KEY = /^\.release\/state\/(\d{10})\.json$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parse(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return refuse(`the release state in ${where} does not parse`);
  }
}

async function revisions(storage: DeployStorage): Promise<number[]> {
  const found: number[] = [];
  for (const key of await storage.list(STATE_FOLDER)) {
    const match = REVISION_KEY.exec(key);
    if (match) found.push(Number(match[1]));
  }
  return found.sort((a, b) => a - b);
}

/**
 * The newest release state: { revision, remotes, shell? }. Before the first change, the
 * registry.json a deploy folder already has (written by an earlier release tool) is revision 0.
 */
export async function readState(storage: DeployStorage): Promise<ReleaseState> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const revision = (await revisions(storage)).at(-1);
    if (revision === undefined) {
      const text = await storage.read('registry.json');
      const legacy = (text === null ? null : parse(text, storage.where)) as Partial<ReleaseState> | null;
      return { ...(legacy ?? {}), remotes: legacy?.remotes ?? {}, revision: 0 };
    }
    const text = await storage.read(keyOf(revision));
    // Pruned between the listing and the read: a newer one exists; list again.
    if (text !== null) return parse(text, storage.where) as ReleaseState;
  }
  return refuse(`the release state in ${storage.where} keeps moving; try again`);
}

/** Cuts every history to its last steps; returns the steps cut, per record name. */
function pruneHistories(state: ReleaseState): Record<string, HistoryStep[]> {
  const cut: Record<string, HistoryStep[]> = {};
  const records: [string, ReleaseRecord][] = [
    ...Object.entries(state.remotes ?? {}),
    ...(state.shell ? ([[SHELL, state.shell]] as [string, ReleaseRecord][]) : []),
  ];
  for (const [name, record] of records) {
    if (!Array.isArray(record?.history) || record.history.length <= KEPT_STEPS) continue;
    const { kept, pruned } = pruneHistory(record.history);
    record.history = kept;
    if (pruned.length > 0) cut[name] = pruned;
  }
  return cut;
}

/** What a decision returns: a changed `state` (written as the next revision) or none, and its message. */
export type StateChange<T extends { message: string }> = (
  state: ReleaseState,
) => (T & { state?: ReleaseState }) | Promise<T & { state?: ReleaseState }>;

/**
 * Applies `decide(state)` as one compare-and-set; returns what it returned. `decide` gets a copy
 * of the newest state and returns { state: next, message } to change it, or { message } to leave
 * it; a Refusal it throws is the command's outcome. When another change landed first, `decide`
 * runs again on the state that won.
 */
export async function changeState<T extends { message: string }>(
  storage: DeployStorage,
  decide: StateChange<T>,
): Promise<T & { state?: ReleaseState }> {
  // Only the read-decide-create needs to be alone (in a bucket without conditional writes: under
  // its lock); the views after it may be written by several writers at once (writePublicViews).
  const outcome = await storage.exclusive(async () => {
    for (let attempt = 1; ; attempt++) {
      const current = await readState(storage);
      const decided = await decide(structuredClone(current));
      if (!decided.state) return { decided, cut: {} };
      const next = { ...decided.state, revision: current.revision + 1 };
      const cut = pruneHistories(next);
      if (await storage.create(keyOf(next.revision), `${JSON.stringify(next, null, 2)}\n`)) {
        return { decided: { ...decided, state: next }, cut };
      }
      if (attempt >= ATTEMPTS) {
        refuse(
          `the release state changed ${ATTEMPTS} times while this command decided; nothing was changed: try again`,
        );
      }
      // Lost to another change: a short random wait, so a crowd of writers spreads out.
      await sleep(Math.random() * Math.min(200, 10 * attempt));
    }
  });
  const { decided, cut } = outcome;
  if (!decided.state) return decided;
  const revisionName = keyOf(decided.state.revision).slice(STATE_FOLDER.length);
  for (const [name, steps] of Object.entries(cut)) {
    await storage.write(`${HISTORY_FOLDER}${name}/${revisionName}`, JSON.stringify(steps));
  }
  await writePublicViews(storage);
  await pruneRevisions(storage, decided.state.revision);
  return decided;
}

/**
 * Rewrites the public views from the newest revision until no newer one appeared meanwhile: two
 * writers finishing in either order leave the views of the last revision.
 */
export async function writePublicViews(storage: DeployStorage): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const state = await readState(storage);
    await writeIfChanged(storage, 'registry.json', `${JSON.stringify(publicRegistry(state), null, 2)}\n`);
    if (state.shell?.live) {
      for (const file of ['mf-manifest.json', 'index.html']) {
        const text = await storage.read(`shell/${state.shell.live}/${file}`);
        if (text !== null) await writeIfChanged(storage, file, text);
      }
    }
    if ((await revisions(storage)).at(-1) === state.revision) return;
  }
}

async function writeIfChanged(storage: DeployStorage, key: string, text: string) {
  if ((await storage.read(key)) !== text) await storage.write(key, text);
}

async function pruneRevisions(storage: DeployStorage, newest: number) {
  for (const revision of await revisions(storage)) {
    if (revision <= newest - KEPT_REVISIONS) await storage.remove(keyOf(revision));
  }
}
