import { userSignedIn } from '@shop/shared';
import { createEffect, createStore, sample } from 'effector';
import { login, register, requestPasswordReset, resetPassword } from './api';

export const loginFx = createEffect(login);
export const registerFx = createEffect(register);
export const forgotFx = createEffect(requestPasswordReset);
export const resetFx = createEffect(resetPassword);

// The session model stores the token and loads the tickets on every sign-in.
sample({ clock: [loginFx.doneData, registerFx.doneData], target: userSignedIn });

const messageOf = (_: string | null, error: Error) => error.message;
export const $loginError = createStore<string | null>(null).on(loginFx.failData, messageOf).reset(loginFx);
export const $registerError = createStore<string | null>(null).on(registerFx.failData, messageOf).reset(registerFx);
export const $forgotError = createStore<string | null>(null).on(forgotFx.failData, messageOf).reset(forgotFx);
export const $forgotSent = createStore<string | null>(null)
  .on(forgotFx.doneData, (_, message) => message)
  .reset(forgotFx);
export const $resetError = createStore<string | null>(null).on(resetFx.failData, messageOf).reset(resetFx);
export const $resetDone = createStore<string | null>(null)
  .on(resetFx.doneData, (_, message) => message)
  .reset(resetFx);
