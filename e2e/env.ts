import { join } from 'node:path';

// Ports and folders of the e2e run, apart from `npm start`'s (8080/8787, deploy/) so both can
// run at once; each can be moved when several suites run side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8887);
export const E2E_DEPLOY_DIR = process.env.E2E_DEPLOY_DIR ?? join(import.meta.dirname, '..', '.e2e', 'deploy');
export const E2E_DB_FILE = process.env.E2E_DB_FILE ?? join(import.meta.dirname, '..', '.e2e', 'shop.sqlite');
export const SITE = `http://localhost:${E2E_PORT}`;
export const API = `http://localhost:${E2E_API_PORT}`;
export const BEARER = process.env.API_BEARER ?? 'local-storefront-bearer';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
