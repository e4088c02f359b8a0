import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LANE } from '../env';
import { expect, test } from './fixtures';
import { build, registryRecord, release } from './release-helpers';

// Signals that cannot be forged. A page-load outcome counts only with the token the
// server put in that page, once per remote. Today's main took anonymous beacons: 50 forged
// failures aborted a healthy canary in 0.09 s. (The limit per client, which keeps thousands of
// forged successes from masking a failing canary, is drilled in scripts/release/beacon.test.mjs:
// every browser of this suite comes from one address, so the lanes raise it.)
const CANARY = '1.0.10-forgery';
const failed = (token?: string) => ({
  remote: 'mf_account',
  version: CANARY,
  outcome: 'failed',
  stage: 'load',
  ...(token === undefined ? {} : { token }),
});

test.describe
  .serial('forged release beacons', { tag: ['@shell', '@mf-account'] }, () => {
    test.beforeAll(() => {
      rmSync(join(LANE.deployDir, 'mf-account', CANARY), { recursive: true, force: true });
      build('mf-account', CANARY);
      release('publish', 'mf-account', CANARY, '--canary', '50', '--pause', '1h', '--reason', 'e2e: forgery drill');
    });
    test.afterAll(() => {
      if (registryRecord('mf_account').canary) release('abort', 'mf-account', '--reason', 'e2e: clean up');
    });

    test('50 anonymous, forged or replayed failures do not abort a healthy canary; one real page counts once', async ({
      request,
    }) => {
      const post = (data: object) => request.post('/__release/beacon', { data });
      const statuses = async (make: (i: number) => object) => [
        ...new Set(await Promise.all(Array.from({ length: 50 }, (_, i) => post(make(i)).then((r) => r.status())))),
      ];
      expect(await statuses(() => failed())).toEqual([400]);
      expect(await statuses((i) => failed(`kq1x2y.${'A'.repeat(12)}.${String(i).padStart(22, 'B')}`))).toEqual([403]);
      // A token this server made for a page: it counts once for mf_account, never again.
      const html = await (await request.get('/auth/login')).text();
      const token = /<meta name="shop-release-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(token).not.toBe('');
      expect((await post(failed(token))).status()).toBe(204);
      expect(await statuses(() => failed(token))).toEqual([409]);
      expect(registryRecord('mf_account').canary?.version).toBe(CANARY);
      // The server writes its counts at most once a second.
      await expect
        .poll(() => release('status', 'mf-account'), { timeout: 5_000 })
        .toMatch(
          /canary 1\.0\.10-forgery to [^\n]*\n\s+health 1 page loads: 0 loaded, 1 failed \(100\.0 %\) in the last 15 min of this canary/,
        );
    });
  });
