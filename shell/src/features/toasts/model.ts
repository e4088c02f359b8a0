import { type ToastKind, toastRaised } from '@shop/shared/state';
import { createEffect, createEvent, createStore, sample } from 'effector';

// Requirements §4 and §9: errors last 4000 ms and only one shows at a time (another may show
// afterwards); successes last 2000 ms; at most 20 toasts. An info notice (a reduced add) is a
// sentence to read like an error, so it stays as long, but it never waits behind an error.
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const INFO_TOAST_MS = ERROR_TOAST_MS;
const TOAST_MS: Record<ToastKind, number> = {
  error: ERROR_TOAST_MS,
  success: SUCCESS_TOAST_MS,
  info: INFO_TOAST_MS,
};
export const MAX_TOASTS = 20;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toastDismissed = createEvent<number>();
const toastAdded = createEvent<Toast>();

let nextId = 1;
export const $toasts = createStore<Toast[]>([])
  .on(toastAdded, (toasts, toast) => [...toasts, toast].slice(-MAX_TOASTS))
  .on(toastDismissed, (toasts, id) => toasts.filter((t) => t.id !== id));

export const expireToastFx = createEffect(
  (toast: Toast) => new Promise<number>((resolve) => setTimeout(() => resolve(toast.id), TOAST_MS[toast.kind])),
);

sample({
  clock: toastRaised,
  source: $toasts,
  filter: (toasts, request) =>
    request.message.trim() !== '' && !(request.kind === 'error' && toasts.some((t) => t.kind === 'error')),
  fn: (_, request): Toast => ({ id: nextId++, kind: request.kind, message: request.message }),
  target: toastAdded,
});

sample({ clock: toastAdded, target: expireToastFx });
sample({ clock: expireToastFx.doneData, target: toastDismissed });
