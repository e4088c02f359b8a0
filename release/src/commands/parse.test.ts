import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { parseCommand } from './parse';

describe('the release command line', () => {
  it('reads every command it knows', () => {
    assert.deepEqual(parseCommand(['publish', 'mf-basket', '9.9.1', '--canary', '50', '--reason', 'x']), {
      verb: 'publish',
      folder: 'mf-basket',
      container: 'mf_basket',
      version: '9.9.1',
      canary: '50',
      reason: 'x',
    });
    assert.deepEqual(parseCommand(['rollback', 'mf_catalog', '--to', '1.0.0']), {
      verb: 'rollback',
      folder: 'mf-catalog',
      container: 'mf_catalog',
      to: '1.0.0',
    });
    assert.equal(parseCommand(['promote', 'mf-account']).verb, 'promote');
    assert.equal(parseCommand(['abort', 'mf-account', '--reason', 'errors']).reason, 'errors');
    assert.deepEqual(parseCommand(['status']), { verb: 'status' });
    assert.equal(parseCommand(['status', 'mf-engagement']).folder, 'mf-engagement');
    assert.equal(parseCommand(['publish', 'mf-basket']).version, undefined);
    assert.deepEqual(parseCommand(['publish', 'mf-basket', '9.9.2', '--canary', '5,25,50', '--pause', '30s']), {
      verb: 'publish',
      folder: 'mf-basket',
      container: 'mf_basket',
      version: '9.9.2',
      canary: '5,25,50',
      pause: '30s',
    });
    assert.deepEqual(parseCommand(['share', 'mf-basket', '40']), {
      verb: 'share',
      folder: 'mf-basket',
      container: 'mf_basket',
      share: '40',
    });
    assert.equal(parseCommand(['publish', 'shell', '1.0.0']).container, 'shell');
    assert.equal(parseCommand(['publish', 'mf-basket', '1.0.0', '--force', 'hotfix']).force, 'hotfix');
  });

  it('refuses an unknown command, flag or extra argument', () => {
    const refused: [string[], RegExp][] = [
      [['deploy', 'mf-basket'], /unknown command "deploy"/],
      [[], /no command given/],
      [['publish', 'mf-basket', '9.9.1', '--percent', '50'], /Unknown option '--percent'/],
      [['rollback', 'mf-basket', '--canary', '5'], /Unknown option '--canary'/],
      [['status', '--reason', 'x'], /Unknown option '--reason'/],
      [['publish', 'mf-basket', '9.9.1', 'extra'], /unexpected argument "extra"/],
      [['rollback', 'mf-basket', '1.0.0'], /unexpected argument "1.0.0"/],
      [['promote'], /promote needs a remote/],
      [['publish', 'mf-nothing'], /unknown target "mf-nothing"/],
      [['share', 'mf-basket'], /share needs a remote and a percent/],
      [['share', 'mf-basket', '100'], /from 1 to 99/],
      [['publish', 'mf-basket', '1.0.1', '--pause', '30s'], /--pause goes with --canary/],
      [['publish', 'mf-basket', '1.0.1', '--canary', '5', '--pause', '30'], /--pause is a time such as 30s/],
      [['publish', 'mf-basket', '1.0.1', '--canary', '50,25'], /steps go up/],
      [['upload-shell'], /unknown command "upload-shell"/],
      [['rollback', 'mf-basket', '--to'], /argument missing/],
      [['publish', 'mf-basket', '1.0.1', '--canary', '0'], /from 1 to 99/],
      [['publish', 'mf-basket', '1.0.1', '--canary', '10%'], /from 1 to 99/],
      [['publish', 'mf-basket', '1.0.1', '--reason', ' '], /--reason needs a value/],
      [['publish', 'mf-basket', '1.0.1', '--reason', 'a', '--reason', 'b'], /given 2 times/],
      [['publish', 'mf-basket', '../../etc'], /not a version name/],
      [['rollback', 'mf-basket', '--to', '../x'], /not a version name/],
    ];
    for (const [argv, message] of refused) assert.throws(() => parseCommand(argv), message, argv.join(' '));
  });
});
