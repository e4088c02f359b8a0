import { type CallName, type CallResponse, providerCalls } from '@shop/shared';
import { flag, problemsOf, responseSchemas, whileReading } from '@shop/shared/responses';
import * as v from 'valibot';

// The response check of every provider call (docs/adr/011-tolerant-reader.md, docs/host-responses.md):
// the client reads each response through its call's schema (@shop/shared/responses) before anyone
// sees it, so every team, the server render and the server's page head read the host the same way.
// A chunk of its own in the browser (./client.ts loads it with the first response).

/** A call of the shop's own API (`/api/v1`) refuses with `{ success: false, error }`. */
const refusesWithSuccessFlag = (call: CallName) => providerCalls[call].route.startsWith('/api/v1/');

/** The refusal a `{ success: false, error }` response stands for (success may be 0, "0", "false"…). */
function refusalOf(raw: unknown): { success: false; error: string } | null {
  if (typeof raw !== 'object' || raw === null || !('success' in raw)) return null;
  const success = v.safeParse(flag, raw.success);
  if (!success.success || success.output) return null;
  const { error, message } = raw as { error?: unknown; message?: unknown };
  const said = [error, message].find((m) => typeof m === 'string' && m !== '');
  return { success: false, error: (said as string | undefined) ?? '' };
}

export type CheckedResponse<K extends CallName> =
  | { ok: true; data: CallResponse<K> }
  | { ok: false; problems: string[] };

/**
 * The response of `call` as the app reads it: numbers as numbers, flags as booleans, defaults in
 * place, unknown fields left out, bad list items dropped (logged, naming the call and the field);
 * or the problems that make it unreadable, by path and never by value.
 */
export function checkResponse<K extends CallName>(call: K, raw: unknown): CheckedResponse<K> {
  if (refusesWithSuccessFlag(call)) {
    const refusal = refusalOf(raw);
    if (refusal) return { ok: true, data: refusal as CallResponse<K> };
  }
  const result = whileReading(call, () => v.safeParse(responseSchemas[call], raw));
  return result.success
    ? { ok: true, data: result.output as CallResponse<K> }
    : { ok: false, problems: problemsOf(result.issues) };
}

/**
 * A provider response as the pages read it (`checkResponse`), or null when there is none, it cannot be
 * read, or it is a refusal: what a server build's head, sitemap and share image work from.
 */
export function parseResponse<K extends CallName>(
  call: K,
  raw: unknown,
): Exclude<CallResponse<K>, { success: false }> | null {
  if (raw === null || raw === undefined) return null;
  const response = checkResponse(call, raw);
  if (!response.ok || (response.data as { success?: unknown }).success === false) return null;
  return response.data as Exclude<CallResponse<K>, { success: false }>;
}
