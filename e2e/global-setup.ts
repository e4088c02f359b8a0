import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { putStartBuildsLive } from '@shop/release-cli';
import { LANE, LANES } from './env';

/** What a build (here and in release drills) needs: this lane's deploy folder and provider. */
export const buildEnv = {
  DEPLOY_DIR: LANE.deployDir,
  SHOP_API_URL: LANE.api,
  SHOP_FIREBASE_EMULATOR: `localhost:${LANE.apiPort}`,
};

// Builds the production bundles the suite runs against, unless the caller already did
// (E2E_SKIP_BUILD=1), then gives every other lane a copy of the deploy folder. One build serves
// every lane: each lane's storefront server names its own provider in the page.
export default async function globalSetup() {
  const [first, ...others] = LANES;
  if (!first) return;
  // Each run counts only its own CSP reports (tests/fixtures.ts).
  for (const lane of LANES) rmSync(lane.cspReportFile, { force: true });
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // A fresh deploy folder each run: release drills publish versions into it.
    rmSync(first.deployDir, { recursive: true, force: true });
    execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build-all.mjs')], {
      stdio: 'inherit',
      env: { ...process.env, ...buildEnv },
    });
    // Then what `npm start` does after its build: its release step puts the fresh builds live (a
    // fresh folder: nobody released by hand).
    for (const line of await putStartBuildsLive({ dir: first.deployDir })) console.log(`[release] ${line}`);
  }
  for (const lane of others) {
    rmSync(lane.deployDir, { recursive: true, force: true });
    // .build/ holds the bundler's scratch output, not served; .release/health/ lane 0's own counts.
    const skipped = [join(first.deployDir, '.build'), join(first.deployDir, '.release', 'health')];
    cpSync(first.deployDir, lane.deployDir, {
      recursive: true,
      filter: (path) => !skipped.some((skip) => path.startsWith(skip)),
    });
  }
}
