import { callProvider, callProviderOrThrow, isApiError } from '@shop/provider-client';
import type { SignedInUser, TicketRecord } from '@shop/shared';

// The session's provider calls; a `success: false` answer counts as a failure.

export async function checkAuth(token: string): Promise<SignedInUser> {
  // An empty or garbled answer is an outage, not a refusal: the shared client's check makes it an
  // 'invalid-response' error (never a refusal), so it does not end the stored session.
  const answer = await callProviderOrThrow('checkAuth', { token });
  if (!answer.success) throw new Error(answer.error);
  return answer.data;
}

export async function fetchPurchasedTickets(token: string): Promise<TicketRecord[]> {
  const answer = await callProviderOrThrow('get_purchased_competition', { token });
  if (!answer.success) throw new Error(answer.error);
  return answer.data;
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
