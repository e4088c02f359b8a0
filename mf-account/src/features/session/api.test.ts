import { describe, expect, it, vi } from 'vitest';

const answers: unknown[] = [];
vi.mock('@shop/shared', () => ({
  callProviderOrThrow: vi.fn(async () => answers.shift()),
  isApiError: (value: unknown) => typeof value === 'object' && value !== null && 'isRetryable' in value,
}));

const { checkAuth, isTokenRefused } = await import('./api');

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'no failure',
    (error: unknown) => error,
  );
}

describe('checkAuth', () => {
  it('an empty answer is an outage: the stored token is kept', async () => {
    answers.push(null);
    const error = await failureOf(checkAuth('tok'));
    expect(error).toMatchObject({ type: 'invalid-response' });
    expect(isTokenRefused(error)).toBe(false);
  });

  it('success:false refuses the token', async () => {
    answers.push({ success: false, error: 'Invalid token.' });
    expect(isTokenRefused(await failureOf(checkAuth('tok')))).toBe(true);
  });

  it('success hands back the user', async () => {
    answers.push({ success: true, data: { token: 'new' } });
    await expect(checkAuth('tok')).resolves.toEqual({ token: 'new' });
  });
});
