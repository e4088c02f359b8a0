import type { CallName, CallPayload } from '../api/calls';
import { callProviderOrThrow } from '../api/client';

/**
 * One provider read for a query's effect. The answer is `unknown` on purpose: the query's contract
 * says what it is (./contract.ts), never a cast. A `success: false` answer rejects with the
 * provider's own message, like a failed request.
 */
export async function readProvider<K extends CallName>(name: K, payload?: CallPayload<K>): Promise<unknown> {
  const answer: unknown = await callProviderOrThrow(name, payload);
  if (typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === false) {
    const message = (answer as { error?: unknown }).error;
    throw new Error(typeof message === 'string' && message !== '' ? message : `${name} was refused.`);
  }
  return answer;
}
