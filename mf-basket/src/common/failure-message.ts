import { isApiError } from '@shop/provider-client';

// What a shopper reads when a basket call fails: the provider's own sentence when it sent one
// (a wrong skill answer, a limit), otherwise a plain reason that says nothing was changed.

const GENERIC_HTTP = /^Request failed with status \d+$/;

export function failureMessage(error: unknown, lead: string): string {
  if (isApiError(error)) {
    if (error.type === 'network')
      return `${lead} We could not reach the shop; please check your connection and try again.`;
    if (error.type === 'timeout') return `${lead} The shop took too long to answer; please try again.`;
    if (error.type === 'invalid-response') return `${lead} The shop sent an unreadable answer; please try again.`;
    if (!error.message || GENERIC_HTTP.test(error.message)) {
      return `${lead} The shop could not handle the request (error ${error.status ?? 'unknown'}); please try again.`;
    }
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return lead;
}
