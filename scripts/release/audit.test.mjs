import assert from 'node:assert/strict';
import { it } from 'node:test';
import { releaser } from './audit.mjs';

it('names who releases: RELEASE_BY, else git config, else the login name', () => {
  const git = { 'user.name': 'Rita Release', 'user.email': 'rita@example.co.uk' };
  const fromGit = (key) => git[key] ?? '';
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
