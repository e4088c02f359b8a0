import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseToolArgs } from '@shop/release-cli/process';
import { LANE } from '../env';
import { buildEnv } from '../global-setup';

// The release manager's tools, run against this lane's deploy folder (release and canary specs).
const root = join(import.meta.dirname, '..', '..');
const env = { ...process.env, ...buildEnv, RELEASE_BY: 'e2e' };

/**
 * `pnpm release …`; throws when the tool refuses. A drill's builds come from a working tree with no
 * passing test run recorded yet, so its publishes go past the gates, saying so (docs/release.md).
 */
export function release(...args: string[]): string {
  const forced = args[0] === 'publish' && !args.includes('--force') ? ['--force', 'e2e drill'] : [];
  return execFileSync(process.execPath, [...releaseToolArgs(), ...args, ...forced], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

/** Variables a spec adds to the release tool's (a bucket, another deploy folder). */
let extraEnv: Record<string, string> = {};
export function releaseEnv(more: Record<string, string>) {
  extraEnv = more;
}

/** Builds one remote into the lane's deploy folder as `version`. */
export function build(folder: string, version: string) {
  execFileSync(process.execPath, [join(root, 'scripts', 'build-app.mjs'), folder], {
    env: { ...env, REMOTE_VERSION: version },
    stdio: 'ignore',
  });
}

interface RegistryRecord {
  live: string;
  firstCode: { app: { js: string[]; css: string[] } };
  canary?: { version: string; share: number };
}

export function registryRecord(container: string): RegistryRecord {
  return JSON.parse(readFileSync(join(LANE.deployDir, 'registry.json'), 'utf8')).remotes[container];
}

export const liveVersion = (container: string): string => registryRecord(container).live;
