import { type ApiResult, type CallPayload, callProvider } from '@shop/shared';

// The sign-in calls the spec leaves unshown (designed in shared/src/api/calls.ts). Failures become
// Errors carrying the provider's own sentence, which is written for shoppers.

export const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

type Answer<T> = ({ success: true } & T) | { success: false; error?: string };

export function unwrap<T>(result: ApiResult<Answer<T>>, refused = 'Something went wrong. Please try again.'): T {
  if (result.ok) {
    if (result.data.success) return result.data;
    throw new Error(result.data.error || refused);
  }
  const body = result.error.body as { error?: unknown } | undefined;
  if (typeof body?.error === 'string' && body.error) throw new Error(body.error);
  throw new Error(result.error.type === 'http' ? refused : UNREACHABLE);
}

export async function login(params: { email: string; password: string }) {
  return unwrap(await callProvider('login', { email: params.email.trim(), password: params.password })).data;
}

export async function register(params: CallPayload<'register'>) {
  return unwrap(await callProvider('register', { ...params, email: params.email.trim() })).data;
}

/** What the page says when the host confirms without words of its own. */
export const RESET_SENT = 'If an account exists for that email address, a password reset link has been sent to it.';
export const PASSWORD_RESET = 'Your password has been reset. You can sign in with it now.';

export async function requestPasswordReset(email: string) {
  return unwrap(await callProvider('forgot_password', { email: email.trim() })).message || RESET_SENT;
}

export async function resetPassword(params: { key: string; email: string; password: string }) {
  return unwrap(await callProvider('reset_password', params)).message || PASSWORD_RESET;
}
