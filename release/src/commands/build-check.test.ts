import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { firstCodeOf, incompatibility, satisfies } from './build-check';

const manifest = (shared: any[], pluginVersion = '2.9.1') => ({ metaData: { pluginVersion }, shared });

describe('a build next to the live shell', () => {
  it('reads ranges as npm does, ^0.x included', () => {
    assert.equal(satisfies('0.2.5', '^0.2.0'), true);
    // The hand-made check took ^0.2.0 as "any 0.x at or above 0.2.0".
    assert.equal(satisfies('0.3.0', '^0.2.0'), false);
    assert.equal(satisfies('0.0.4', '^0.0.3'), false);
    assert.equal(satisfies('1.9.0', '^1.2.3'), true);
    assert.equal(satisfies('1.3.0', '~1.2.3'), false);
    assert.equal(satisfies('19.3.1', '>=19.0.0 <20'), true);
  });

  it('names the singleton that does not fit, both ways', () => {
    const shell = manifest([{ name: 'effector', version: '0.15.2', requiredVersion: '^0.15.0' }]);
    assert.equal(
      incompatibility(
        'mf-basket 1.0.1',
        manifest([{ name: 'effector', version: '0.15.0', requiredVersion: '^0.16.0' }]),
        shell,
      ),
      'mf-basket 1.0.1 needs effector@^0.16.0 but the live shell provides 0.15.2',
    );
    assert.equal(
      incompatibility('mf-basket 1.0.1', manifest([{ name: 'effector', version: '0.16.0' }]), shell),
      "mf-basket 1.0.1 brings effector@0.16.0, outside the shell's ^0.15.0",
    );
    assert.equal(
      incompatibility('x', manifest([{ name: 'effector', version: '0.15.9', requiredVersion: '^0.15.1' }]), shell),
      null,
    );
    assert.match(incompatibility('x', manifest([], '2.8.0'), shell) ?? '', /built with federation 2.8.0/);
    // An older copy never wins the singleton: an N-1 built on the contract's previous minor fits.
    const contractShell = manifest([{ name: '@shop/shared', version: '2.1.0', requiredVersion: '^2.1.0' }]);
    assert.equal(
      incompatibility(
        'n-1',
        manifest([{ name: '@shop/shared', version: '2.0.0', requiredVersion: '^2.0.0' }]),
        contractShell,
      ),
      null,
    );
  });

  it("lists a version's first files, and which of them only the page's first remote needs", () => {
    const code = firstCodeOf({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', assets: { js: { sync: ['app.js'] }, css: { sync: ['app.css'] } } }],
      shared: [
        { name: '@shop/react-kit/routing', assets: { js: { sync: ['router.js'] }, css: { sync: [] } } },
        { name: 'react', assets: { js: { sync: ['react.js'] } } },
      ],
    });
    assert.deepEqual(code, {
      app: { js: ['remoteEntry.js', 'app.js', 'router.js'], css: ['app.css'], firstRemoteOnly: ['router.js'] },
    });
  });
});
