import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSignUpReturn, SIGN_UP_RETURN_KEY, signUpReturn } from './sign-up-return';

describe('where a confirmed sign-up goes', () => {
  beforeEach(() => localStorage.clear());

  it('back to the page the sign-up started from, for that address, within a day', () => {
    rememberSignUpReturn('Nova@Example.co.uk', '/cart', 1000);
    expect(signUpReturn('nova@example.co.uk', 2000)).toBe('/cart');
    expect(signUpReturn('other@example.co.uk', 2000)).toBe('/account');
    expect(signUpReturn('nova@example.co.uk', 1000 + 24 * 3600 * 1000)).toBe('/account');
  });

  it('only ever to a page of this site', () => {
    localStorage.setItem(SIGN_UP_RETURN_KEY, JSON.stringify({ email: 'a@b.co', returnTo: '//evil.example', at: 1 }));
    expect(signUpReturn('a@b.co', 2)).toBe('/account');
  });
});
