import { callProvider } from '@shop/shared';

export interface ClaimRequest {
  token: string;
  win_id: number;
  full_name: string;
  phone: string;
  address: string;
  notes?: string;
}

/** Answers the provider's confirmation text; throws an Error carrying the message to show. */
export async function submitClaim(request: ClaimRequest): Promise<string> {
  const result = await callProvider('claim_prize', request);
  if (!result.ok) throw new Error(result.error.message || 'An error occurred.');
  if (!result.data.success) throw new Error(result.data.error || 'An error occurred.');
  return result.data.message;
}
