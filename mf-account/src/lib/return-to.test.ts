import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/account/points?x=1', '/account/points?x=1'],
    [null, '/account'],
    ['', '/account'],
    ['https://evil.example', '/account'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['/auth/login', '/account'],
  ])('%j → %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it('builds the login path', () => {
    expect(loginPath('/account/cred')).toBe('/auth/login?returnTo=%2Faccount%2Fcred');
    expect(loginPath()).toBe('/auth/login');
  });
});
