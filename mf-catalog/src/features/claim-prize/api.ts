import { type CallPayload, callProvider } from '@shop/shared';

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

/** Answers the provider's confirmation text; throws a ClaimRefused carrying the message to show. */
export async function submitClaim(request: ClaimRequest): Promise<string> {
  const result = await callProvider('claim_prize', request);
  if (!result.ok) {
    const { message, code = '', status } = result.error;
    throw new ClaimRefused(message || 'Your claim could not be sent. Please try again.', code, status);
  }
  if (!result.data.success) throw new ClaimRefused(result.data.error || 'Your claim could not be sent.', '', undefined);
  return result.data.message || CLAIM_RECEIVED;
}
