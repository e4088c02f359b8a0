// Who is releasing, for the audit trail: RELEASE_BY, else git's user.name and user.email, else
// the login name.
import { git } from './repository';

const gitConfig = (key: string) => git(['config', key])?.trim() ?? '';

export function releaser(env: NodeJS.ProcessEnv = process.env, readGitConfig = gitConfig): string {
  if (env.RELEASE_BY?.trim()) return env.RELEASE_BY.trim();
  const name = readGitConfig('user.name');
  const email = readGitConfig('user.email');
  if (name && email) return `${name} <${email}>`;
  return name || email || env.USER || env.LOGNAME || 'unknown';
}
