// Who is releasing, for the audit trail: RELEASE_BY, else git's user.name and user.email, else
// the login name.
import { execFileSync } from 'node:child_process';
import { root } from '../lib.mjs';

function gitConfig(key) {
  try {
    return execFileSync('git', ['config', key], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

export function releaser(env = process.env, readGitConfig = gitConfig) {
  if (env.RELEASE_BY?.trim()) return env.RELEASE_BY.trim();
  const name = readGitConfig('user.name');
  const email = readGitConfig('user.email');
  if (name && email) return `${name} <${email}>`;
  return name || email || env.USER || env.LOGNAME || 'unknown';
}
