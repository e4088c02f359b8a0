// The release transitions on an in-memory registry: node --test scripts/release/ (scripts/test.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyRelease, Refusal } from './core.mjs';
import { rollbackTarget, withdrawnVersions } from './history.mjs';

const BUILT = new Set(['1.0.0', '1.0.1', '1.0.2', '2.0.0']);
let clock = 0;
function context() {
  clock += 1;
  return {
    at: `t${clock}`,
    by: 'Rita Release <rita@example.co.uk>',
    firstCodeOf: (folder, version) => {
      if (!BUILT.has(version)) throw new Refusal(`${folder} ${version} is not built`);
      return { app: { js: ['remoteEntry.js', `app-${version}.js`], css: [] } };
    },
  };
}
const basket = { folder: 'mf-basket', container: 'mf_basket' };

/** Applies commands in turn; answers the registry after the last. */
function run(registry, ...commands) {
  return commands.reduce((reg, command) => applyRelease(reg, { ...basket, ...command }, context()).registry, registry);
}
const live = (registry) => registry.remotes.mf_basket.live;
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
    const backToC = run(atA, { verb: 'rollback', to: '1.0.2' });
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
    const registry = run(publishABC(), { verb: 'rollback' }, { verb: 'rollback', to: '1.0.2' });
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
    assert.equal(live(run(registry, { verb: 'rollback', to: '2.0.0' })), '2.0.0');
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
      firstCode: { app: { js: ['remoteEntry.js', 'app-1.0.1.js'], css: [] } },
      since: record.canary.since,
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
    const refusals = [
      [{ verb: 'publish', version: '1.0.2' }, /canary 1.0.1 at 10 %: promote or abort it first/],
      [{ verb: 'publish', version: '1.0.2', canary: '20' }, /promote or abort it first/],
      [{ verb: 'rollback' }, /promote or abort it first/],
      // The release service names the canary it judged (beacon.mjs): another one is not its call.
      [{ verb: 'abort', version: '1.0.2' }, /canary is 1.0.1, not 1.0.2/],
    ];
    for (const [command, message] of refusals) assert.throws(() => run(registry, command), message);
    assert.deepEqual(registry, before);
    const plain = run(undefined, { verb: 'publish', version: '1.0.0' });
    assert.throws(() => run(plain, { verb: 'promote' }), /no canary to promote/);
    assert.throws(() => run(plain, { verb: 'abort' }), /no canary to abort/);
    assert.throws(() => run(plain, { verb: 'publish', version: '1.0.1', canary: '100' }), /from 1 to 99/);
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
    assert.equal(live(run(atB, { verb: 'rollback', to: '1.0.0' })), '1.0.0');
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
