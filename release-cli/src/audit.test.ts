import assert from 'node:assert/strict';
import { it } from 'vitest';
import { releaser } from './audit';

it('names who releases: RELEASE_BY, else git config, else the login name', () => {
  const git: Record<string, string> = { 'user.name': 'Rita Release', 'user.email': 'rita@example.co.uk' };
  const fromGit = (key: string) => git[key] ?? '';
  assert.equal(releaser({ RELEASE_BY: 'ci-bot', USER: 'root' }, fromGit), 'ci-bot');
  assert.equal(releaser({ USER: 'root' }, fromGit), 'Rita Release <rita@example.co.uk>');
  assert.equal(
    releaser({ USER: 'root' }, () => ''),
    'root',
  );
  assert.equal(
    releaser({}, () => ''),
    'unknown',
  );
});
