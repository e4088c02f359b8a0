import { createEvent } from 'effector';

export type ToastKind = 'error' | 'success';
export interface ToastRequest {
  kind: ToastKind;
  message: string;
}

/** Any remote raises a toast; the shell owns how toasts show (spec sections 4 and 9). */
export const toastRaised = createEvent<ToastRequest>();
export const showError = toastRaised.prepend((message: string) => ({ kind: 'error' as const, message }));
export const showSuccess = toastRaised.prepend((message: string) => ({ kind: 'success' as const, message }));
