import { callProvider, callProviderOrThrow, isApiError } from '@shop/provider-client';
import type { SignedInUser, TicketRecord } from '@shop/shared';

// The session's provider calls; a `success: false` response counts as a failure.

export async function checkAuth(token: string): Promise<SignedInUser> {
  // An empty or garbled response is an outage, not a refusal: the shared client's check makes it an
  // 'invalid-response' error (never a refusal), so it does not end the stored session.
  const response = await callProviderOrThrow('checkAuth', { token });
  if (!response.success) throw new Error(response.error);
  return response.data;
}

export async function fetchPurchasedTickets(token: string): Promise<TicketRecord[]> {
  const response = await callProviderOrThrow('get_purchased_competition', { token });
  if (!response.success) throw new Error(response.error);
  return response.data;
}

/** Best effort: the local sign-out never waits for or depends on the provider. */
export async function logout(token: string): Promise<void> {
  await callProvider('logout', { token });
}

/** The provider refused the token itself (as opposed to not responding properly). */
export function isTokenRefused(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.type === 'http' && (error.status === 401 || error.status === 403);
}
