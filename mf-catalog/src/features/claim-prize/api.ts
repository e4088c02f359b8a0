import { callProvider } from '@shop/provider-client';
import type { CallPayload } from '@shop/shared';

export type ClaimRequest = CallPayload<'claim_prize'>;

/** What the page says when the host confirms a claim without words of its own. */
export const CLAIM_RECEIVED = 'Thank you: your claim has been received. We will be in touch within 2 working days.';

/** A refused claim: the provider's code says which field it concerns (api/README.md "Claims"). */
export class ClaimRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** Returns the provider's confirmation text; throws a ClaimRefused carrying the message to show. */
export async function submitClaim(request: ClaimRequest): Promise<string> {
  const result = await callProvider('claim_prize', request);
  if (!result.ok) {
    const { type, message, code = '', status } = result.error;
    // The provider's own words for a refusal; the client's description of a lost request is not for the winner.
    const said =
      type === 'http' && message
        ? message
        : 'Your claim could not be sent. Please check your connection and try again.';
    throw new ClaimRefused(said, code, status);
  }
  if (!result.data.success) throw new ClaimRefused(result.data.error || 'Your claim could not be sent.', '', undefined);
  return result.data.message || CLAIM_RECEIVED;
}
