import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { API, E2E_API_PORT, E2E_DEPLOY_DIR } from './env';

export const buildEnv = {
  DEPLOY_DIR: E2E_DEPLOY_DIR,
  SHOP_API_URL: API,
  SHOP_FIREBASE_EMULATOR: `localhost:${E2E_API_PORT}`,
};

// Builds the production bundles the suite runs against, pointed at the e2e provider, unless the
// caller already did (E2E_SKIP_BUILD=1).
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // A fresh deploy folder each run: release drills publish versions into it.
  rmSync(E2E_DEPLOY_DIR, { recursive: true, force: true });
  execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build-all.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv },
  });
}
