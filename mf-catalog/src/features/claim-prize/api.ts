import { callProvider } from '@shop/shared';

export interface ClaimRequest {
  token: string;
  win_id: number;
  full_name: string;
  phone: string;
  address: string;
  notes?: string;
}

/** What the page says when the host confirms a claim without words of its own. */
export const CLAIM_RECEIVED = 'Thank you: your claim has been received. We will be in touch to arrange delivery.';

/** Answers the provider's confirmation text; throws an Error carrying the message to show. */
export async function submitClaim(request: ClaimRequest): Promise<string> {
  const result = await callProvider('claim_prize', request);
  if (!result.ok) throw new Error(result.error.message || 'An error occurred.');
  if (!result.data.success) throw new Error(result.data.error || 'An error occurred.');
  return result.data.message || CLAIM_RECEIVED;
}
