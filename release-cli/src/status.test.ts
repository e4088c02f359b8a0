// What `pnpm release status` prints of the storefront servers' server-render incidents (the server
// records them: @shop/storefront-server pages/region-render.test.ts).
import assert from 'node:assert/strict';
import type { Incident, ReleaseState } from '@shop/release';
import { it } from 'vitest';
import { formatStatus } from './status';

it('shows the server-render incidents of each remote', () => {
  const state: ReleaseState = {
    revision: 1,
    remotes: {
      mf_catalog: { folder: 'mf-catalog', live: '1.0.0', history: [{ action: 'publish', version: '1.0.0', at: 't' }] },
    },
  };
  const incidents: Incident[] = [
    { at: '2026-11-27T10:00:00.000Z', remote: 'mf_catalog', version: '3.0.0-throws', url: '/boom', reason: 'planted' },
    {
      at: '2026-11-27T10:00:01.000Z',
      remote: 'mf_catalog',
      version: '4.0.0-slow',
      url: '/slow',
      reason: 'over its 100 ms budget',
    },
    { at: '2026-11-27T10:00:02.000Z', remote: 'mf_basket', version: '1.0.0', url: '/cart', reason: 'not this one' },
  ];
  const text = formatStatus(state, ['mf-catalog'], { incidents });
  assert.match(text, /server render: 2 incidents, the last .* 4\.0\.0-slow \/slow: over its 100 ms budget/);
});
