// The checkout the release tool runs in: its root (releases.json, .test-records/, scripts/) and git.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

/** git's output in the repository, or null when git fails (no git, not a checkout). */
export function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  } catch {
    return null;
  }
}
