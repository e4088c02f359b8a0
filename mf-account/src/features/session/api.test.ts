import { fakeHost } from '@shop/provider-client/testing';
import { describe, expect, it } from 'vitest';
import { checkAuth, isTokenRefused } from './api';

const responses: unknown[] = [];
fakeHost({ checkAuth: () => responses.shift() });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'no failure',
    (error: unknown) => error,
  );
}

describe('checkAuth', () => {
  it('an empty or garbled response is an outage: the stored token is kept', async () => {
    for (const response of [null, {}, { success: true, data: { first_name: 'No token' } }]) {
      responses.push(response);
      const error = await failureOf(checkAuth('tok'));
      expect(error).toMatchObject({ type: 'invalid-response' });
      expect(isTokenRefused(error)).toBe(false);
    }
  });

  it('success:false refuses the token, however the host writes its false', async () => {
    for (const success of [false, 0, '0']) {
      responses.push({ success, error: 'Invalid token.' });
      expect(isTokenRefused(await failureOf(checkAuth('tok')))).toBe(true);
    }
  });

  it('success hands back the user with the new token, as a PHP host types it too', async () => {
    responses.push({ success: true, data: { token: 'new' } });
    await expect(checkAuth('tok')).resolves.toMatchObject({ token: 'new', limit_value: 0, lock_account: false });
    responses.push({
      success: true,
      data: { id: '3', token: 'newer', first_name: 'Ada', lock_account: '1', extra: 1 },
    });
    const user = await checkAuth('tok');
    expect(user).toMatchObject({ id: 3, token: 'newer', first_name: 'Ada', lock_account: true });
    expect(user).not.toHaveProperty('extra');
  });
});
