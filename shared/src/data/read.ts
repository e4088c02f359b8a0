import type { CallName, CallPayload, CallResponse } from '../api/calls';
import { callProviderOrThrow } from '../api/client';

/** A call's answer once it succeeded: what its check gives (./answers.ts), without the refusal. */
export type ReadAnswer<K extends CallName> = Exclude<CallResponse<K>, { success: false }>;

/**
 * One provider read for a query's effect: the answer as its call's check gives it (./answers.ts),
 * so a query needs no contract of its own. A `success: false` answer rejects with the provider's
 * own message, and an answer that cannot be read with an ApiError naming where, like a failed request.
 */
export async function readProvider<K extends CallName>(name: K, payload?: CallPayload<K>): Promise<ReadAnswer<K>> {
  const answer = await callProviderOrThrow(name, payload);
  if (typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === false) {
    const message = (answer as { error?: unknown }).error;
    throw new Error(typeof message === 'string' && message !== '' ? message : `${name} was refused.`);
  }
  return answer as ReadAnswer<K>;
}
