import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { API, CHROMIUM, E2E_API_PORT, E2E_DB_FILE, E2E_DEPLOY_DIR, E2E_PORT, SITE } from './env';

const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
      // Without the background-networking flags Chromium floods the closed network.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // A fresh database each run; tests that change data also reset it (POST /__local/reset).
      command: `rm -f '${E2E_DB_FILE}' && node ${join(root, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs')} src/main.ts`,
      cwd: join(root, 'api'),
      url: `${API}/?rest_route=/api/v1/getsettings`,
      env: { API_PORT: String(E2E_API_PORT), DB_FILE: E2E_DB_FILE, STOREFRONT_URL: SITE },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${join(root, 'scripts', 'serve.mjs')}`,
      // Ready before global setup builds into the deploy folder.
      url: `${SITE}/__csp-reports`,
      env: { PORT: String(E2E_PORT), DEPLOY_DIR: E2E_DEPLOY_DIR, SHOP_API_URL: API },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
