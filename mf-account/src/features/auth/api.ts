import { type ApiResult, callProvider } from '@shop/provider-client';
import type { CallPayload } from '@shop/shared';
import { deviceFor, rememberDevice } from './devices';

// The sign-in calls the spec leaves unshown (designed in shared/src/api/calls.ts). Failures become
// Errors carrying the provider's own sentence, which is written for shoppers, and its code.

export const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

/** A refusal in the provider's words; `code` says which (e.g. shop_email_unconfirmed). */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Refused = { success: false; error?: string; code?: string };
type Accepted<R> = Extract<R, { success: true }>;

/**
 * The accepted reply, or an AuthError. Typed from the whole reply union: inferring the accepted
 * branch T from `({ success: true } & T) | Refused`, TypeScript 7 picks the refusal.
 */
export function unwrap<R extends { success: true } | Refused>(
  result: ApiResult<R>,
  refused = 'Something went wrong. Please try again.',
): Accepted<R> {
  if (result.ok) {
    const reply: { success: true } | Refused = result.data;
    if (reply.success) return reply as Accepted<R>;
    throw new AuthError(reply.error || refused, reply.code);
  }
  const body = result.error.body as { error?: unknown; code?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (typeof body?.error === 'string' && body.error) throw new AuthError(body.error, code);
  throw new AuthError(result.error.type === 'http' ? refused : UNREACHABLE, code);
}

export async function login(params: { email: string; password: string }) {
  const email = params.email.trim();
  const response = unwrap(await callProvider('login', { email, password: params.password, device: deviceFor(email) }));
  rememberDevice(email, response.device);
  return response.data;
}

/** A sign-up returns a message only: the account waits for the link mailed to the address. */
export async function register(params: CallPayload<'register'>) {
  return unwrap(await callProvider('register', { ...params, email: params.email.trim() })).message;
}

/** The emailed link finished with the password: the address is confirmed and the browser signed in. */
export async function verifyEmail(params: { key: string; email: string; password: string }) {
  const email = params.email.trim();
  const response = unwrap(await callProvider('verify_email', { ...params, email, device: deviceFor(email) }));
  rememberDevice(response.data.email ?? email, response.device);
  return { user: response.data, message: response.message };
}

export async function resendVerification(email: string) {
  return unwrap(await callProvider('resend_verification', { email: email.trim() })).message;
}

/** What the page says when the host confirms without words of its own. */
export const RESET_SENT = 'If an account exists for that email address, a password reset link has been sent to it.';
export const PASSWORD_RESET = 'Your password has been reset. You can sign in with it now.';

export async function requestPasswordReset(email: string) {
  return unwrap(await callProvider('forgot_password', { email: email.trim() })).message || RESET_SENT;
}

export async function resetPassword(params: { key: string; email: string; password: string }) {
  const response = unwrap(await callProvider('reset_password', params));
  rememberDevice(params.email, response.device);
  return response.message || PASSWORD_RESET;
}
