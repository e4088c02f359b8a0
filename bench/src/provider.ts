import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { competitionDetailsPath } from '@shop/shared/format';
import { BEARER, config, DEMO, root } from './config';

// One provider serves both builds. A running one (e.g. `npm start`'s) is reused; otherwise the
// bench starts its own on the port the builds were made for, with a fresh database.

async function call<T>(route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${config.apiUrl}/?rest_route=/api/v1/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${BEARER}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`provider ${route} responded ${response.status}`);
  return (await response.json()) as T;
}

async function responding(): Promise<boolean> {
  try {
    await call('getsettings');
    return true;
  } catch {
    return false;
  }
}

export async function ensureProvider(): Promise<{ stop: () => void }> {
  if (await responding()) return { stop: () => {} };
  const port = new URL(config.apiUrl).port || '80';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'],
    {
      cwd: join(root, 'api'),
      env: { ...process.env, API_PORT: port, DB_FILE: config.dbFile, API_RESET_DB: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    if (await responding()) return { stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`the provider did not start on ${config.apiUrl}`);
}

/** A fresh user token: check-auth rotates tokens, so every signed-in load needs its own. */
export async function signIn(): Promise<string> {
  const response = await call<{ data?: { token?: string } }>('login', DEMO);
  const token = response.data?.token;
  if (!token) throw new Error('sign-in returned no token');
  return token;
}

/** The details page of the first featured competition, as the home page links it. */
export async function detailsPath(): Promise<string> {
  const response = await call<{ data?: { id: number; title: string }[] }>('featured_competition', { page: 1 });
  const first = response.data?.[0];
  if (!first) throw new Error('the provider lists no competition');
  return competitionDetailsPath(first);
}
