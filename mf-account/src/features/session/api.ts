import {
  type ApiError,
  callProvider,
  callProviderOrThrow,
  isApiError,
  type TicketRecord,
  type UserDetails,
} from '@shop/shared';

// The session's provider calls; a `success: false` answer counts as a failure.

export async function checkAuth(token: string): Promise<UserDetails> {
  const answer: unknown = await callProviderOrThrow('checkAuth', { token });
  // An empty or garbled answer is an outage, not a refusal: it must not end the stored session.
  if (typeof answer !== 'object' || answer === null || !('success' in answer)) {
    throw {
      type: 'invalid-response',
      message: 'The provider sent no answer to the session check.',
      isRetryable: true,
    } satisfies ApiError;
  }
  const checked = answer as Awaited<ReturnType<typeof callProviderOrThrow<'checkAuth'>>>;
  if (!checked.success) throw new Error(checked.error);
  return checked.data;
}

export async function fetchPurchasedTickets(token: string): Promise<TicketRecord[]> {
  const answer = await callProviderOrThrow('get_purchased_competition', { token });
  if (!answer.success) throw new Error(answer.error);
  return Array.isArray(answer.data) ? answer.data : [];
}

/** Best effort: the local sign-out never waits for or depends on the provider. */
export async function logout(token: string): Promise<void> {
  await callProvider('logout', { token });
}

/** The provider refused the token itself (as opposed to not answering properly). */
export function isTokenRefused(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.type === 'http' && (error.status === 401 || error.status === 403);
}
