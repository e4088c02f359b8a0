import { showSuccess, userSignedIn } from '@shop/shared/state';
import { createEffect, createEvent, createStore, type Effect, type EventCallable, sample } from 'effector';
import { login, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './api';

export const loginFx = createEffect(login);
export const registerFx = createEffect(register);
export const verifyFx = createEffect(verifyEmail);
export const resendFx = createEffect(resendVerification);
export const forgotFx = createEffect(requestPasswordReset);
export const resetFx = createEffect(resetPassword);
/** The shopper wants the sign-up form again (another address). */
export const registerAgain = createEvent();
// A form sent again: its last refusal is no longer the news, whether or not this try passes the
// form's own checks and reaches the provider (a wrong password's message beside "Email address is
// invalid." would tell of a mistake no longer made).
export const loginSubmitted = createEvent();
export const registerSubmitted = createEvent();
export const forgotSubmitted = createEvent();
export const resetSubmitted = createEvent();

// The session model stores the token and loads the tickets on every sign-in. A sign-up signs in only
// once its emailed link is opened (verifyFx).
sample({ clock: loginFx.doneData, target: userSignedIn });
sample({ clock: verifyFx.doneData, fn: ({ user }) => user, target: userSignedIn });
sample({ clock: verifyFx.doneData, fn: ({ message }) => message, target: showSuccess });

const messageOf = (_: string | null, error: Error) => error.message;
/** What a form's last refusal said, until the form is sent again. */
const refusalOf = <P, D>(
  fx: Effect<P, D>,
  sentAgain: EventCallable<void>,
  read: (_: string | null, error: Error) => string | null,
) => createStore<string | null>(null).on(fx.failData, read).reset([fx, sentAgain]);
/** The provider's code of the last refusal (shop_email_unconfirmed offers a new link). */
const codeOf = (_: string | null, error: Error) => (error as { code?: string }).code ?? null;
export const $loginError = refusalOf(loginFx, loginSubmitted, messageOf);
export const $loginErrorCode = refusalOf(loginFx, loginSubmitted, codeOf);
export const $registerError = refusalOf(registerFx, registerSubmitted, messageOf);
/** The address a sign-up's link went to, and the provider's words (the form gives way to them). */
export const $registerSent = createStore<{ email: string; message: string } | null>(null)
  .on(registerFx.done, (_, { params, result }) => ({ email: params.email.trim(), message: result }))
  .reset([registerFx, registerAgain, verifyFx.done, loginFx.done]);
export const $verifyError = createStore<string | null>(null).on(verifyFx.failData, messageOf).reset(verifyFx);
export const $verifyErrorCode = createStore<string | null>(null).on(verifyFx.failData, codeOf).reset(verifyFx);
export const $resendError = createStore<string | null>(null)
  .on(resendFx.failData, messageOf)
  .reset([resendFx, registerFx, loginFx]);
export const $resendSent = createStore<string | null>(null)
  .on(resendFx.doneData, (_, message) => message)
  .reset([resendFx, registerFx, loginFx]);
export const $forgotError = refusalOf(forgotFx, forgotSubmitted, messageOf);
export const $forgotSent = createStore<string | null>(null)
  .on(forgotFx.doneData, (_, message) => message)
  .reset(forgotFx);
export const $resetError = refusalOf(resetFx, resetSubmitted, messageOf);
export const $resetDone = createStore<string | null>(null)
  .on(resetFx.doneData, (_, message) => message)
  .reset(resetFx);
