import { allSettled, type Effect, type EventCallable, fork, type Scope, type Store } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $forgotError,
  $loginError,
  $loginErrorCode,
  $registerError,
  $resetError,
  forgotFx,
  forgotSubmitted,
  loginFx,
  loginSubmitted,
  registerFx,
  registerSubmitted,
  resetFx,
  resetSubmitted,
} from './model';

const refused = (code: string) => async () => {
  throw Object.assign(new Error('Incorrect email address or password.'), { code });
};

/** Refused once by the provider, then sent again: the refusal is gone at once. */
async function refusedThenSentAgain<P, D>(
  scope: Scope,
  fx: Effect<P, D>,
  params: P,
  error: Store<string | null>,
  submitted: EventCallable<void>,
) {
  await allSettled(fx, { scope, params });
  expect(scope.getState(error)).toBe('Incorrect email address or password.');
  await allSettled(submitted, { scope });
  expect(scope.getState(error)).toBeNull();
}

describe('a form sent again', () => {
  it("clears the provider's last refusal, before the form's own checks decide whether to send it", async () => {
    const scope = fork({
      handlers: [
        [loginFx, refused('shop_email_unconfirmed')],
        [registerFx, refused('exists')],
        [forgotFx, refused('rate')],
        [resetFx, refused('invalid_key')],
      ],
    });
    const login = { email: 'a@b.co', password: 'x' };
    await refusedThenSentAgain(scope, loginFx, login, $loginError, loginSubmitted);
    const signUp = { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'x', date_of_birth: '2000-01-01' };
    await refusedThenSentAgain(scope, registerFx, signUp, $registerError, registerSubmitted);
    await refusedThenSentAgain(scope, forgotFx, 'a@b.co', $forgotError, forgotSubmitted);
    await refusedThenSentAgain(
      scope,
      resetFx,
      { key: 'k', email: 'a@b.co', password: 'x' },
      $resetError,
      resetSubmitted,
    );
    await allSettled(loginFx, { scope, params: login });
    expect(scope.getState($loginErrorCode)).toBe('shop_email_unconfirmed');
    await allSettled(loginSubmitted, { scope });
    expect(scope.getState($loginErrorCode)).toBeNull();
  });
});
