import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildN1, N1_DIR } from '@shop/release-cli/n1';
import { LANE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { liveVersion, release } from './release-helpers';
import { tagOf, tags } from './tags';

// N-1 in CI: each remote's production version (releases.json), built from the
// commit that released it (release-cli/src/n1/n1-build.ts), is published next to today's shell and
// the other remotes' current versions and must mount and render its page. The contract half (what
// it imports from @shop/shared) is release-cli/src/n1/n1.test.ts.
const root = join(import.meta.dirname, '..', '..');
const SMOKES = [
  { folder: 'mf-catalog', app: 'mf_catalog', path: '/competitions/all' },
  { folder: 'mf-basket', app: 'mf_basket', path: '/cart' },
  { folder: 'mf-account', app: 'mf_account', path: '/auth/login' },
  { folder: 'mf-engagement', app: 'mf_engagement', path: '/faq' },
] as const;
let n1: Record<string, { version: string; commit: string }> = {};
function n1Version(folder: string): string {
  const version = n1[folder]?.version;
  if (!version) throw new Error(`releases.json names no production version of ${folder}`);
  return version;
}

// Not serial: each remote publishes and rolls back on its own, so every broken one is reported.
test.describe('N-1: each remote’s production version under today’s shell', () => {
  test.beforeAll(() => {
    test.setTimeout(180_000);
    buildN1();
    n1 = JSON.parse(readFileSync(join(root, 'releases.json'), 'utf8')).remotes;
    for (const { folder } of SMOKES) {
      const version = n1Version(folder);
      const target = join(LANE.deployDir, folder, version);
      if (!existsSync(target)) cpSync(join(N1_DIR, folder, version), target, { recursive: true });
    }
  });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [i, { folder, app, path }] of SMOKES.entries()) {
    // Another remote's page, in the same visit: it stays on its current version.
    const other = SMOKES[(i + 1) % SMOKES.length] ?? SMOKES[0];
    test(`${folder} N-1 mounts and renders ${path}`, { tag: tags('@shell', tagOf(folder)) }, async ({
      page,
      problems,
    }) => {
      const version = n1Version(folder);
      const current = liveVersion(app);
      const otherVersion = liveVersion(other.app);
      try {
        // The publish checks the build against today's shell (federation runtime, every shared
        // singleton's range both ways) and refuses naming the singleton that does not fit.
        release('publish', folder, version, '--reason', 'e2e: N-1 smoke');
      } catch (error) {
        throw new Error(
          `${folder} N-1 ${version} does not fit today's shell: ${(error as { stderr?: string }).stderr}`,
        );
      }
      try {
        await page.goto(path);
        const region = page.locator(`[data-app="${app}"]`);
        await expect(region, `${folder} N-1 is the version on screen`).toHaveAttribute('data-version', version);
        await expect(region.locator('h1').first(), `${folder} N-1 renders its page`).toBeVisible();
        await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
        await page.goto(other.path);
        await expect(page.locator(`[data-app="${other.app}"]`)).toHaveAttribute('data-version', otherVersion);
        expect(
          problems.filter((p) => p.startsWith('pageerror')),
          `${folder} N-1 threw`,
        ).toEqual([]);
      } finally {
        release('rollback', folder, '--to', current, '--reason', 'e2e: N-1 smoke done');
      }
    });
  }
});
