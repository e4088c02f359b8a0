import { createEvent } from 'effector';

/** An info notice tells what was done differently from what was asked (a reduced add); it is no error. */
export type ToastKind = 'error' | 'success' | 'info';
export interface ToastRequest {
  kind: ToastKind;
  message: string;
}

/** Any remote raises a toast; the shell owns how toasts show (requirements §4 and §9). */
export const toastRaised = createEvent<ToastRequest>();
export const showError = toastRaised.prepend((message: string) => ({ kind: 'error' as const, message }));
export const showSuccess = toastRaised.prepend((message: string) => ({ kind: 'success' as const, message }));
export const showInfo = toastRaised.prepend((message: string) => ({ kind: 'info' as const, message }));
