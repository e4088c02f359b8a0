// The release transitions on an in-memory release state.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { applyRelease, startLeavesAlone } from './core';
import { pruneHistory, rollbackTarget, withdrawnVersions } from './history';
import { Refusal } from './refusal';

const BUILT = new Set(['1.0.0', '1.0.1', '1.0.2', '2.0.0']);
let clock = 0;
function context() {
  clock += 1;
  return {
    at: `t${clock}`,
    revision: clock,
    by: 'Rita Release <rita@example.co.uk>',
    firstCodeOf: (folder: string, version: string) => {
      if (!BUILT.has(version)) throw new Refusal(`${folder} ${version} is not built`);
      return { app: { js: ['remoteEntry.js', `app-${version}.js`], css: [] } };
    },
  };
}
const basket = { folder: 'mf-basket', container: 'mf_basket' };

/** Applies commands in turn; returns the registry after the last. */
function run(registry: any, ...commands: any[]): any {
  return commands.reduce((reg, command) => applyRelease(reg, { ...basket, ...command }, context()).state, registry);
}
const live = (registry: any) => registry.remotes.mf_basket.live;
const publishABC = () =>
  run(
    undefined,
    { verb: 'publish', version: '1.0.0' },
    { verb: 'publish', version: '1.0.1' },
    { verb: 'publish', version: '1.0.2' },
  );

describe('rollback goes back, never forward to a withdrawn version', () => {
  it('publish A, B, C; rollback → B; rollback → A (never C); --to C still works', () => {
    const abc = publishABC();
    const atB = run(abc, { verb: 'rollback' });
    assert.equal(live(atB), '1.0.1');
    const atA = run(atB, { verb: 'rollback' });
    assert.equal(live(atA), '1.0.0');
    assert.throws(() => run(atA, { verb: 'rollback' }), /no earlier version to roll back to/);
    // 1.0.2 was rolled back from: it comes back only by name, with a reason.
    assert.throws(() => run(atA, { verb: 'rollback', to: '1.0.2' }), /was rolled back from .*--reason/);
    const backToC = run(atA, { verb: 'rollback', to: '1.0.2', reason: 'the fix was elsewhere' });
    assert.equal(live(backToC), '1.0.2');
    assert.deepEqual(backToC.remotes.mf_basket.firstCode.app.js, ['remoteEntry.js', 'app-1.0.2.js']);
  });

  it('each step says which version it replaced or withdrew, who, when and why', () => {
    const registry = run(publishABC(), { verb: 'rollback', reason: 'checkout broken' });
    const steps = registry.remotes.mf_basket.history;
    assert.deepEqual(steps.at(-1), {
      action: 'rollback',
      version: '1.0.1',
      previous: '1.0.2',
      withdrew: '1.0.2',
      at: steps.at(-1).at,
      by: 'Rita Release <rita@example.co.uk>',
      reason: 'checkout broken',
    });
    assert.equal(steps[1].previous, '1.0.0');
    assert.equal(steps[1].withdrew, undefined);
  });

  it('a version published again after its withdrawal is a rollback target again', () => {
    const registry = run(publishABC(), { verb: 'rollback' }, { verb: 'rollback', to: '1.0.2', reason: 'back' });
    // 1.0.2 live again by name, so 1.0.1 (rolled back from) is withdrawn now.
    assert.deepEqual([...withdrawnVersions(registry.remotes.mf_basket.history)], ['1.0.1']);
    assert.equal(rollbackTarget(registry.remotes.mf_basket), '1.0.0');
  });

  it('an aborted canary is never a rollback target', () => {
    const registry = run(
      undefined,
      { verb: 'publish', version: '1.0.0' },
      { verb: 'publish', version: '2.0.0', canary: '10' },
      { verb: 'abort' },
      { verb: 'publish', version: '1.0.1' },
    );
    assert.equal(rollbackTarget(registry.remotes.mf_basket), '1.0.0');
    assert.equal(live(run(registry, { verb: 'rollback', to: '2.0.0', reason: 'false alarm' })), '2.0.0');
  });
});

describe('canary releases', () => {
  const withCanary = () =>
    run(undefined, { verb: 'publish', version: '1.0.0' }, { verb: 'publish', version: '1.0.1', canary: '10' });

  it('carries both versions and the share; live is unchanged', () => {
    const record = withCanary().remotes.mf_basket;
    assert.equal(record.live, '1.0.0');
    assert.deepEqual(record.canary, {
      version: '1.0.1',
      share: 10,
      steps: [],
      pauseSeconds: 600,
      firstCode: { app: { js: ['remoteEntry.js', 'app-1.0.1.js'], css: [] } },
      since: record.canary.since,
      stepSince: record.canary.since,
    });
    assert.deepEqual(record.firstCode.app.js, ['remoteEntry.js', 'app-1.0.0.js']);
  });

  it('promote makes the canary live for everyone; abort withdraws it', () => {
    const promoted = run(withCanary(), { verb: 'promote' }).remotes.mf_basket;
    assert.equal(promoted.live, '1.0.1');
    assert.equal(promoted.canary, undefined);
    assert.deepEqual(promoted.firstCode.app.js, ['remoteEntry.js', 'app-1.0.1.js']);
    assert.equal(promoted.history.at(-1).previous, '1.0.0');
    const aborted = run(withCanary(), { verb: 'abort', reason: 'errors up' }).remotes.mf_basket;
    assert.equal(aborted.live, '1.0.0');
    assert.equal(aborted.canary, undefined);
    assert.deepEqual(
      { action: aborted.history.at(-1).action, withdrew: aborted.history.at(-1).withdrew },
      { action: 'abort', withdrew: '1.0.1' },
    );
  });

  it('refuses what it cannot do, and the registry given is left as it was', () => {
    const registry = withCanary();
    const before = structuredClone(registry);
    const refusals: [object, RegExp][] = [
      [{ verb: 'publish', version: '1.0.2' }, /canary 1.0.1 at 10 %: promote or abort it first/],
      [{ verb: 'publish', version: '1.0.2', canary: '20' }, /promote or abort it first/],
      [{ verb: 'rollback' }, /promote or abort it first/],
      // The release service names the canary it judged (service/release-service.ts): another one is not its call.
      [{ verb: 'abort', version: '1.0.2' }, /canary is 1.0.1, not 1.0.2/],
    ];
    for (const [command, message] of refusals) assert.throws(() => run(registry, command), message);
    assert.deepEqual(registry, before);
    const plain = run(undefined, { verb: 'publish', version: '1.0.0' });
    assert.throws(() => run(plain, { verb: 'promote' }), /no canary to promote/);
    assert.throws(() => run(plain, { verb: 'abort' }), /no canary to abort/);
    assert.throws(() => run(plain, { verb: 'publish', version: '1.0.1', canary: '100' }), /from 1 to 99/);
    assert.throws(() => run(plain, { verb: 'publish', version: '1.0.1', canary: '5,5' }), /steps go up/);
    assert.throws(() => run(plain, { verb: 'publish', version: '1.0.0' }), /already live/);
    assert.throws(() => run(plain, { verb: 'publish', version: '9.9.9' }), /not built/);
    assert.throws(() => run(undefined, { verb: 'publish', version: '1.0.0', canary: '5' }), /no live version yet/);
    assert.throws(() => run(plain, { verb: 'rollback', to: '1.0.1' }), /never published/);
  });
});

describe('mark-bad withdraws an earlier version', () => {
  it('publish A, B, C; mark A bad; rollback → B; a second rollback is refused, --to A still works', () => {
    const marked = run(publishABC(), { verb: 'mark-bad', version: '1.0.0', reason: 'corrupts baskets' });
    const step = marked.remotes.mf_basket.history.at(-1);
    assert.deepEqual(
      { action: step.action, version: step.version, withdrew: step.withdrew, reason: step.reason },
      { action: 'mark-bad', version: '1.0.0', withdrew: '1.0.0', reason: 'corrupts baskets' },
    );
    assert.equal(live(marked), '1.0.2', 'marking bad changes nothing served');
    const atB = run(marked, { verb: 'rollback' });
    assert.equal(live(atB), '1.0.1');
    assert.throws(() => run(atB, { verb: 'rollback' }), /no earlier version/);
    assert.equal(live(run(atB, { verb: 'rollback', to: '1.0.0', reason: 'the bug was elsewhere' })), '1.0.0');
  });

  it('refuses the live version, the running canary, an unknown one and one already withdrawn', () => {
    const abc = publishABC();
    assert.throws(() => run(abc, { verb: 'mark-bad', version: '1.0.2' }), /is live: roll back/);
    assert.throws(() => run(abc, { verb: 'mark-bad', version: '2.0.0' }), /never published/);
    const canary = run(abc, { verb: 'publish', version: '2.0.0', canary: '10' });
    assert.throws(() => run(canary, { verb: 'mark-bad', version: '2.0.0' }), /running canary: abort it/);
    const marked = run(abc, { verb: 'mark-bad', version: '1.0.1' });
    assert.throws(() => run(marked, { verb: 'mark-bad', version: '1.0.1' }), /already withdrawn/);
  });
});

describe('publish gates (docs/release.md "Publish gates")', () => {
  it('refuses a withdrawn version, and a build the gates stop, unless forced with a reason history keeps', () => {
    const marked = run(publishABC(), { verb: 'mark-bad', version: '1.0.0', reason: 'corrupts baskets' });
    // Today's main published a version marked bad without a word.
    assert.throws(
      () => run(marked, { verb: 'publish', version: '1.0.0' }),
      /1\.0\.0 was marked bad \(by Rita Release <rita@example\.co\.uk> at t\d+: "corrupts baskets"\); to bring it back: rollback --to 1\.0\.0/,
    );
    const gated = (problems: string[]) => ({ ...context(), gatesOf: () => problems });
    const command: any = { ...basket, verb: 'publish', version: '2.0.0' };
    assert.throws(
      () => applyRelease(marked, command, gated(['it was built from a tree with uncommitted changes (on abc1234)'])),
      /2\.0\.0: it was built from a tree with uncommitted changes \(on abc1234\) \(or publish with --force "<why>"\)/,
    );
    const forced: any = applyRelease(
      marked,
      { ...command, force: 'hotfix, tests run by hand', reason: 'hotfix, tests run by hand' },
      gated(['no passing test run of its commit abc1234']),
    ).state;
    assert.equal(live(forced), '2.0.0');
    assert.deepEqual(forced.remotes.mf_basket.history.at(-1).forced, ['no passing test run of its commit abc1234']);
    assert.equal(forced.remotes.mf_basket.history.at(-1).reason, 'hotfix, tests run by hand');
  });
});

describe('progressive canaries (docs/release.md "Canaries")', () => {
  const stepped = () =>
    run(
      undefined,
      { verb: 'publish', version: '1.0.0' },
      { verb: 'publish', version: '1.0.1', canary: '5,25,50', pause: '30s' },
    );

  it('starts at the first step with the rest of the plan and the pause', () => {
    const { canary } = stepped().remotes.mf_basket;
    assert.deepEqual(
      { share: canary.share, steps: canary.steps, pause: canary.pauseSeconds },
      { share: 5, steps: [25, 50], pause: 30 },
    );
  });

  it('a share change moves to it, keeps the steps above it, and restarts the pause', () => {
    const moved = run(stepped(), { verb: 'share', share: '30' }).remotes.mf_basket;
    assert.deepEqual({ share: moved.canary.share, steps: moved.canary.steps }, { share: 30, steps: [50] });
    assert.equal(moved.canary.stepSince, moved.history.at(-1).at);
    assert.deepEqual(
      { action: moved.history.at(-1).action, share: moved.history.at(-1).share, from: moved.history.at(-1).from },
      { action: 'share', share: 30, from: 5 },
    );
    // Before today's fix a share could only change through an abort.
    assert.throws(() => run(stepped(), { verb: 'share', share: '5' }), /at 5 % already/);
    assert.throws(() => run(stepped(), { verb: 'share', share: '30', fromShare: 25 }), /moved to 5 % meanwhile/);
  });

  it('promote and abort act only on the canary they were decided on', () => {
    const again = run(stepped(), { verb: 'abort' }, { verb: 'publish', version: '1.0.2', canary: '10' });
    assert.throws(() => run(again, { verb: 'promote', version: '1.0.1' }), /canary is 1\.0\.2, not 1\.0\.1/);
    const since = again.remotes.mf_basket.canary.since;
    assert.throws(() => run(again, { verb: 'abort', version: '1.0.2', canarySince: 'earlier' }), /started again at/);
    assert.equal(live(run(again, { verb: 'promote', version: '1.0.2', canarySince: since })), '1.0.2');
  });

  it('the shell takes no canary', () => {
    const shell = { folder: 'shell', container: 'shell' };
    const once = applyRelease(
      undefined,
      { ...shell, verb: 'publish' as const, version: '1.0.0' },
      { ...context(), firstCodeOf: () => null },
    ).state;
    assert.equal(once.shell?.live, '1.0.0');
    assert.throws(
      () => applyRelease(once, { ...shell, verb: 'publish' as const, version: '1.0.1', canary: '10' }, context()),
      /the shell takes no canary/,
    );
  });
});

describe('what a start may put live (docs/release.md "What is live")', () => {
  const asStart = (state: any, version: string): any =>
    applyRelease(state, { ...basket, verb: 'publish', version, asStart: true }, context()).state;

  it('only over what an earlier start put live, never a release manager’s release, never a withdrawn version', () => {
    assert.equal(startLeavesAlone('mf-basket', undefined, '1.0.0'), null);
    const started = asStart(undefined, '1.0.0');
    assert.equal(started.remotes.mf_basket.owner, 'start');
    assert.equal(startLeavesAlone('mf-basket', started.remotes.mf_basket, '1.0.1'), null);
    const restarted = asStart(started, '1.0.1');
    const rolledBack = run(restarted, { verb: 'rollback', reason: '1.0.1 breaks checkout' }).remotes.mf_basket;
    assert.equal(rolledBack.owner, undefined);
    assert.match(
      startLeavesAlone('mf-basket', rolledBack, '1.0.2') ?? '',
      /put live by a release \(rollback by Rita Release/,
    );
    const withCanary = run(restarted, { verb: 'publish', version: '1.0.2', canary: '10' }).remotes.mf_basket;
    assert.match(startLeavesAlone('mf-basket', withCanary, '1.0.2') ?? '', /put live by a release/);
    // A start-owned record whose version was aborted: a later start does not bring it back.
    const aborted = run(asStart(restarted, '1.0.0'), { verb: 'mark-bad', version: '1.0.1' });
    const owned = { ...aborted.remotes.mf_basket, owner: 'start' };
    assert.match(startLeavesAlone('mf-basket', owned, '1.0.1') ?? '', /1\.0\.1 was withdrawn; not put back/);
  });
});

describe('the release console acts on what was shown (docs/release.md "The release console")', () => {
  it('a command drawn from an older revision of the remote is refused', () => {
    const withCanary = run(
      undefined,
      { verb: 'publish', version: '1.0.0' },
      { verb: 'publish', version: '1.0.1', canary: '10' },
    );
    const shown = withCanary.remotes.mf_basket.revision;
    const newer = run(withCanary, { verb: 'abort' }, { verb: 'publish', version: '1.0.2', canary: '10' });
    assert.throws(
      () => run(newer, { verb: 'promote', expectRevision: shown }),
      /mf-basket changed since this page was shown \(now: 1\.0\.0, canary 1\.0\.2 at 10 %\)/,
    );
    assert.equal(live(run(newer, { verb: 'promote', expectRevision: newer.remotes.mf_basket.revision })), '1.0.2');
  });
});

describe('history pruning (docs/adr/010)', () => {
  it('keeps the last steps and every older step that still withdraws a version', () => {
    const history: any[] = [
      { action: 'publish', version: 'a' },
      { action: 'publish', version: 'b', previous: 'a' },
      { action: 'mark-bad', version: 'a', withdrew: 'a' },
      ...Array.from({ length: 10 }, (_, i) => ({ action: 'publish', version: `v${i}` })),
    ];
    const { kept, pruned } = pruneHistory(history, 5);
    assert.equal(kept.length, 6);
    assert.deepEqual(kept[0], { action: 'mark-bad', version: 'a', withdrew: 'a' });
    assert.equal(pruned.length, 7);
    assert.deepEqual([...withdrawnVersions(kept)], [...withdrawnVersions(history)]);
  });
});
