import * as v from 'valibot';
import { type CallName, type CallResponse, providerCalls } from '../api/calls';
import { flag, problemsOf, responseSchemas, whileReading } from '../responses';

// The answer check of every provider call (issue 29, docs/host-answers.md): the shared client
// reads each answer through its call's schema before anyone sees it, so every team, the server
// render and the server's page head read the host the same way.

export type AnswerSchemas = typeof responseSchemas;

/** A call of the shop's own API (`/api/v1`) refuses with `{ success: false, error }`. */
const refusesWithSuccessFlag = (call: CallName) => providerCalls[call].route.startsWith('/api/v1/');

/** The refusal a `{ success: false, error }` answer stands for (success may be 0, "0", "false"…). */
function refusalOf(raw: unknown): { success: false; error: string } | null {
  if (typeof raw !== 'object' || raw === null || !('success' in raw)) return null;
  const success = v.safeParse(flag, raw.success);
  if (!success.success || success.output) return null;
  const { error, message } = raw as { error?: unknown; message?: unknown };
  const said = [error, message].find((m) => typeof m === 'string' && m !== '');
  return { success: false, error: (said as string | undefined) ?? '' };
}

export type CheckedAnswer<K extends CallName> = { ok: true; data: CallResponse<K> } | { ok: false; problems: string[] };

/**
 * The answer of `call` as the app reads it: numbers as numbers, flags as booleans, defaults in
 * place, unknown fields left out, bad list items dropped (logged, naming the call and the field);
 * or the problems that make it unreadable, by path and never by value.
 */
export function checkAnswer<K extends CallName>(call: K, raw: unknown): CheckedAnswer<K> {
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
 * A provider answer as the pages read it (`checkAnswer`), or null when there is none, it cannot be
 * read, or it is a refusal: what a server build's head, sitemap and share image work from.
 */
export function parseAnswer<K extends CallName>(
  call: K,
  raw: unknown,
): Exclude<CallResponse<K>, { success: false }> | null {
  if (raw === null || raw === undefined) return null;
  const answer = checkAnswer(call, raw);
  if (!answer.ok || (answer.data as { success?: unknown }).success === false) return null;
  return answer.data as Exclude<CallResponse<K>, { success: false }>;
}
