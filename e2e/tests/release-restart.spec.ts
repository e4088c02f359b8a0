import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { putStartBuildsLive } from '@shop/release-cli';
import { E2E_PORT, LANE, STOREFRONT_SERVER } from '../env';
import { buildEnv } from '../global-setup';
import { expect, test } from './fixtures';
import { liveVersion, release, releaseEnv } from './release-helpers';

// What is live changes only by a release command, or by a start that owns it.
// In a copy of this lane's deploy folder a release manager rolls the catalog back; then the site
// restarts as `npm start` does: its build (here only the catalog's, the one app whose latest build
// differs from what is live; the others' builds would be the same folders) and then its release
// step (@shop/release-cli putStartBuildsLive), the fresh builds put live where a start put what is
// live. Today's main published every latest build at 100 % and undid the rollback.
const root = join(import.meta.dirname, '..', '..');
const OLDER = '1.0.0-e2e-older';
const port = E2E_PORT + 86 + LANE.index * 10;

test('a restart keeps a release manager’s rollback: the site still serves the version rolled back to', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page }) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'e2e-restart-'));
  const deploy = join(work, 'deploy');
  const skipped = ['.build', join('.release', 'health')].map((p) => join(LANE.deployDir, p));
  cpSync(LANE.deployDir, deploy, { recursive: true, filter: (path) => !skipped.some((skip) => path.startsWith(skip)) });
  const env = { ...process.env, ...buildEnv, DEPLOY_DIR: deploy };
  let server: ChildProcess | null = null;
  releaseEnv({ DEPLOY_DIR: deploy });
  try {
    const current = liveVersion('mf_catalog');
    execFileSync(process.execPath, [join(root, 'scripts', 'build-app.mjs'), 'mf-catalog'], {
      env: { ...env, REMOTE_VERSION: OLDER },
      stdio: 'ignore',
    });
    release('publish', 'mf-catalog', OLDER, '--reason', 'e2e: the version before');
    release('publish', 'mf-catalog', current, '--reason', 'e2e: the new home page');
    expect(release('rollback', 'mf-catalog', '--reason', 'e2e: the new home page breaks')).toContain(
      `rolled back mf-catalog to ${OLDER}`,
    );

    execFileSync(process.execPath, [join(root, 'scripts', 'build-app.mjs'), 'mf-catalog'], { env, stdio: 'ignore' });
    const restart = (await putStartBuildsLive({ dir: deploy })).join('\n');
    expect(restart).toMatch(
      new RegExp(
        `mf-catalog: ${OLDER.replace(/\./g, '\\.')} was put live by a release \\(rollback by e2e\\); \\S+ left unpublished`,
      ),
    );
    expect(release('status', 'mf-catalog')).toMatch(
      new RegExp(`^mf-catalog: live ${OLDER.replace(/\./g, '\\.')} \\(rollback at `),
    );

    server = spawn(process.execPath, STOREFRONT_SERVER, {
      env: { ...env, PORT: String(port), SHOP_API_URL: LANE.api, SHOP_PAYMENT_URL: LANE.payments },
      stdio: 'ignore',
    });
    const site = `http://localhost:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${site}/__health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(200);
    await page.goto(`${site}/`);
    await expect(page.locator('[data-app="mf_catalog"]')).toHaveAttribute('data-version', OLDER);
  } finally {
    releaseEnv({});
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  }
});
