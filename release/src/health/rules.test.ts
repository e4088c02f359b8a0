// Release health: counting in slots, the window, the rules a canary is judged by and their settings.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { Refusal } from '../refusal';
import { describeHealth, healthKey } from './describe';
import {
  abortReason,
  canaryStart,
  emptyHealth,
  healthSettings,
  healthyStep,
  rateOf,
  recordOutcome,
  versionHealth,
} from './rules';

const MINUTE = 60_000;
const T0 = 1_000 * MINUTE;
const settings = { abortRate: 2, minLoads: 50, windowMinutes: 15, analysisSeconds: 10 };

/** `loaded` successes and `failed` failures of mf_basket `version` at `now`. */
function record(health: any, version: string, { loaded = 0, failed = 0 }, now: number) {
  for (let i = 0; i < loaded; i++) recordOutcome(health, { remote: 'mf_basket', version, outcome: 'loaded' }, now, 15);
  for (let i = 0; i < failed; i++) recordOutcome(health, { remote: 'mf_basket', version, outcome: 'failed' }, now, 15);
  return health;
}

describe('counting per version', () => {
  it('one outcome is one page load, counted per version and per 5-second slot', () => {
    const health = record(emptyHealth(), '1.0.1', { loaded: 3, failed: 1 }, T0);
    record(health, '1.0.1', { loaded: 2 }, T0 + MINUTE);
    record(health, '1.0.0', { loaded: 5 }, T0 + MINUTE);
    assert.deepEqual(versionHealth(health, 'mf_basket', '1.0.1', T0 + MINUTE, 15), {
      loaded: 5,
      failed: 1,
      total: 6,
      rate: (1 / 6) * 100,
    });
    assert.equal(versionHealth(health, 'mf_basket', '1.0.0', T0 + MINUTE, 15).total, 5);
    assert.deepEqual(Object.keys(health.remotes.mf_basket['1.0.1']).length, 2);
  });

  it('the window drops older slots, and recording prunes them (and emptied versions) for good', () => {
    const health = record(emptyHealth(), '1.0.1', { failed: 4 }, T0);
    record(health, '1.0.1', { loaded: 6 }, T0 + 10 * MINUTE);
    assert.equal(versionHealth(health, 'mf_basket', '1.0.1', T0 + 14 * MINUTE, 15).total, 10);
    assert.deepEqual(versionHealth(health, 'mf_basket', '1.0.1', T0 + 15 * MINUTE + 5_000, 15), {
      loaded: 6,
      failed: 0,
      total: 6,
      rate: 0,
    });
    record(health, '1.0.2', { loaded: 1 }, T0 + 30 * MINUTE);
    assert.deepEqual(Object.keys(health.remotes.mf_basket), ['1.0.2']);
  });

  it('a canary is judged from the slot it started in, not on an earlier run of the same version', () => {
    const health = record(emptyHealth(), '1.0.1', { failed: 30 }, T0);
    record(health, '1.0.1', { loaded: 4 }, T0 + 5 * MINUTE);
    const since = canaryStart({ since: new Date(T0 + 5 * MINUTE - 1234).toISOString() });
    assert.equal(versionHealth(health, 'mf_basket', '1.0.1', T0 + 6 * MINUTE, 15, since).total, 4);
    assert.equal(versionHealth(health, 'mf_basket', '1.0.1', T0 + 6 * MINUTE, 15).total, 34);
    assert.equal(canaryStart({ since: 'yesterday' }), null);
  });

  it('status prints loads, failures and the rate of a version over the window', () => {
    const counts = record(emptyHealth(), '1.0.1', { loaded: 47, failed: 3 }, T0);
    const health = new Map([
      [
        healthKey('mf_basket', '1.0.1'),
        { counts: versionHealth(counts, 'mf_basket', '1.0.1', T0, 15), windowMinutes: 15 },
      ],
      [healthKey('mf_basket', '1.0.0'), { counts: rateOf(0, 0), windowMinutes: 15, ofCanary: true }],
    ]);
    assert.equal(
      describeHealth(health, 'mf_basket', '1.0.1'),
      '50 page loads: 47 loaded, 3 failed (6.0 %) in the last 15 min',
    );
    assert.equal(describeHealth(health, 'mf_basket', '1.0.0'), 'no page loads in the last 15 min of this canary');
    assert.equal(describeHealth(health, 'mf_basket', '0.9.0'), 'health unknown');
  });
});

describe('the rules', () => {
  const judge = (loaded: number, failed: number, live = rateOf(100, 0)) =>
    abortReason(rateOf(loaded, failed), live, settings, 900);

  it('waits for the minimum number of page loads, however bad the rate', () => {
    assert.equal(judge(0, 49), null);
  });

  it('aborts more than the threshold above the live version, not at it', () => {
    assert.equal(judge(49, 1), null); // 2.0 %
    assert.equal(judge(98, 2), null); // 2.0 %
    assert.equal(
      judge(48, 2),
      'automatic: failure rate 4.0 % (2 failed of 50 page loads in 15 min) against 0.0 % for the live version; more than 2 points over at least 50 loads',
    );
  });

  it('compares the canary with the live version over the same span: a provider failing both is not the canary', () => {
    assert.equal(judge(45, 5, rateOf(90, 10)), null, '10 % each');
    assert.match(judge(40, 10, rateOf(90, 10)) ?? '', /failure rate 20\.0 % .* against 10\.0 % for the live version/);
  });

  it('a step goes on only with enough page loads over the pause and none of the abort rule', () => {
    assert.equal(healthyStep(rateOf(49, 0), rateOf(10, 0), settings), false);
    assert.equal(healthyStep(rateOf(50, 1), rateOf(10, 0), settings), true);
    assert.equal(healthyStep(rateOf(45, 5), rateOf(10, 0), settings), false);
  });
});

describe('settings from the environment', () => {
  it('defaults to 2 % over 50 loads in 15 minutes, and reads RELEASE_ABORT_*', () => {
    assert.deepEqual(healthSettings({}), settings);
    assert.deepEqual(
      healthSettings({
        RELEASE_ABORT_RATE: '0.5',
        RELEASE_ABORT_MIN_LOADS: '20',
        RELEASE_HEALTH_WINDOW_MINUTES: '5',
        RELEASE_ANALYSIS_SECONDS: '1',
      }),
      { abortRate: 0.5, minLoads: 20, windowMinutes: 5, analysisSeconds: 1 },
    );
  });

  it('refuses a value it cannot read, with its name', () => {
    assert.throws(() => healthSettings({ RELEASE_ABORT_RATE: '2%' }), Refusal);
    assert.throws(() => healthSettings({ RELEASE_ABORT_RATE: '101' }), /RELEASE_ABORT_RATE must be a number/);
    assert.throws(() => healthSettings({ RELEASE_ABORT_MIN_LOADS: '0' }), /RELEASE_ABORT_MIN_LOADS/);
    assert.throws(() => healthSettings({ RELEASE_ABORT_MIN_LOADS: '2.5' }), /whole number/);
  });
});
