import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { shopConfig } from '../config';
import type * as AnswerChecks from '../data/answers';
import { type CallName, type CallPayload, type CallResponse, callRoute, providerCalls } from './calls';

// Errors are typed results at the edge, never thrown plain objects: views decide what to show.
export type ApiErrorType = 'http' | 'network' | 'timeout' | 'invalid-response';
export interface ApiError {
  type: ApiErrorType;
  status?: number;
  /** Provider `code` (Store API style) when it sent one. */
  code?: string;
  /** The provider's `error` / `message` field, or a generic description. */
  message: string;
  isRetryable: boolean;
  body?: unknown;
}
export type ApiResult<T> =
  | { ok: true; data: T; status: number; headers: Record<string, string> }
  | { ok: false; error: ApiError };

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra query parameters after rest_route (e.g. Store API `page`). */
  query?: Record<string, string | number>;
}

let http: AxiosInstance | null = null;
function client(): AxiosInstance {
  http ??= providerClientAt(shopConfig.apiUrl);
  return http;
}

function providerClientAt(apiUrl: string): AxiosInstance {
  return axios.create({
    baseURL: apiUrl,
    timeout: 15_000,
    headers: { Authorization: `Bearer ${shopConfig.apiBearer}` },
  });
}

/** A server render names its provider at run time (there is no page <head> to read it from). */
export function pointProviderAt(apiUrl: string): void {
  if (http?.defaults?.baseURL !== apiUrl) http = providerClientAt(apiUrl);
}

/** Lets tests and the developer tools point the client at another provider. */
export function setProviderClient(instance: AxiosInstance): void {
  http = instance;
}

/** `/?rest_route=/api/v1/points` — WordPress serves any request carrying rest_route. */
export function restRouteUrl(route: string, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ rest_route: route });
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  return `/?${params.toString().replace(/%2F/g, '/')}`;
}

function describe(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return { type: 'timeout', message: 'The request timed out.', isRetryable: true };
    }
    if (error.response) {
      const body = error.response.data as Record<string, unknown> | undefined;
      const text =
        (typeof body?.error === 'string' && body.error) ||
        (typeof body?.message === 'string' && body.message) ||
        `Request failed with status ${error.response.status}`;
      return {
        type: 'http',
        status: error.response.status,
        code: typeof body?.code === 'string' ? body.code : undefined,
        message: text,
        isRetryable: error.response.status >= 500 || error.response.status === 429,
        body,
      };
    }
    return { type: 'network', message: 'The network is unreachable.', isRetryable: true };
  }
  return { type: 'network', message: String(error), isRetryable: false };
}

// Server rendering (docs/composition.md "Server rendering"): the server records the answers a
// first view read and the page carries them; the client's same reads take them (each once)
// instead of asking again, so its first render is the server's.
const primedAnswers = new Map<string, unknown>();
/**
 * A read that failed on the server is recorded too, as this marker with its error: the browser's
 * first view fails the same way at once, so it renders what the server did (a competition's "not
 * found"), not a spinner while it asks again (issue 29: that was a hydration mismatch).
 */
const FAILED = '__shopReadFailed';
let answerRecorder: ((key: string, data: unknown) => void) | null = null;
const answerKey = (name: string, payload: unknown, query: unknown) =>
  JSON.stringify([name, payload ?? null, query ?? null]);

/** The server render's hook: every answer read, by its request. */
export function recordAnswersWith(record: ((key: string, data: unknown) => void) | null): void {
  answerRecorder = record;
}

/** The client's first view: answers the server read, used by the same requests, once each. */
export function primeAnswers(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) primedAnswers.set(key, data);
}

/** Drops answers the first view did not use, so nothing later reads stale data. */
export function clearPrimedAnswers(): void {
  primedAnswers.clear();
}

// The answer checks (../data/answers.ts, docs/adr/011-tolerant-reader.md) are a chunk of their
// own: the page's first load carries none of them, the shell asks for them as it starts, and a call
// made before they arrive waits for them beside its request.
let answerChecks: Promise<typeof AnswerChecks> | null = null;

/** The answer checks, loading them on first use; a failed load is tried again by the next call. */
export function answerChecksLoaded(): Promise<typeof AnswerChecks> {
  answerChecks ??= import(/* webpackChunkName: "answer-checks" */ '../data/answers').catch((error: unknown) => {
    answerChecks = null;
    throw error;
  });
  return answerChecks;
}

const checksMissing: ApiError = {
  type: 'network',
  message: 'The page could not load what it needs to read answers.',
  isRetryable: true,
};

/** The answer through its call's check: what the app reads, or why it cannot. */
async function checked<K extends CallName>(
  name: K,
  data: unknown,
  status: number,
  headers: Record<string, string>,
): Promise<ApiResult<CallResponse<K>>> {
  const checks = await answerChecksLoaded().catch(() => null);
  if (!checks) return { ok: false, error: checksMissing };
  const answer = checks.checkAnswer(name, data);
  if (answer.ok) return { ok: true, data: answer.data, status, headers };
  return {
    ok: false,
    error: {
      type: 'invalid-response',
      status,
      message: `The answer to ${name} could not be read (${answer.problems.join('; ')}).`,
      isRetryable: false,
    },
  };
}

/**
 * A Store API refusal may carry the cart as it now is (`data.cart`, a 409): it is an answer too,
 * read through the cart's check, or left out when it cannot be read.
 */
async function withCheckedCart(error: ApiError): Promise<ApiError> {
  const body = error.body as { data?: { cart?: unknown } } | null | undefined;
  if (body?.data?.cart === undefined) return error;
  const checks = await answerChecksLoaded().catch(() => null);
  const cart = checks?.checkAnswer('cart', body.data.cart);
  const { cart: _sent, ...data } = body.data;
  return { ...error, body: { ...body, data: cart?.ok ? { ...data, cart: cart.data } : data } };
}

/**
 * A first view's read that is not a provider call (the realtime store's REST read): the server
 * render records its result under `key` like an answer, and the browser's first view takes it from
 * the page instead of reading again.
 */
export async function readForFirstView<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (primedAnswers.has(key)) {
    const data = primedAnswers.get(key) as T;
    primedAnswers.delete(key);
    return data;
  }
  const data = await read();
  answerRecorder?.(key, data);
  return data;
}

/** Calls one provider route of the contract (requirements §7) with the fixed bearer header. */
export async function callProvider<K extends CallName>(
  name: K,
  payload?: CallPayload<K>,
  options: CallOptions = {},
): Promise<ApiResult<CallResponse<K>>> {
  const { method } = providerCalls[name];
  const route = callRoute(name, payload);
  const key = answerKey(name, payload, options.query);
  if (primedAnswers.has(key)) {
    const data = primedAnswers.get(key);
    primedAnswers.delete(key);
    if (data && typeof data === 'object' && FAILED in data)
      return { ok: false, error: (data as { [FAILED]: ApiError })[FAILED] };
    return checked(name, data, 200, {});
  }
  try {
    const response = await client().request({
      method,
      url: restRouteUrl(route, options.query),
      data: method === 'GET' ? undefined : (payload ?? {}),
      headers: options.headers,
      signal: options.signal,
      timeout: options.timeoutMs,
      // Parse ourselves so malformed JSON is a typed error instead of a string in `data`.
      transformResponse: (raw) => raw,
      responseType: 'text',
    });
    let data: unknown;
    try {
      data = response.data === '' ? null : JSON.parse(response.data as string);
    } catch {
      return {
        ok: false,
        error: {
          type: 'invalid-response',
          status: response.status,
          message: 'The provider sent malformed JSON.',
          isRetryable: true,
        },
      };
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(response.headers ?? {})) {
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
    }
    // The answer as sent: the client's first view reads it through the same check.
    answerRecorder?.(key, data);
    return checked(name, data, response.status, headers);
  } catch (error) {
    if (isAxiosError(error) && error.response && typeof error.response.data === 'string') {
      try {
        error.response.data = JSON.parse(error.response.data);
      } catch {
        /* keep the text */
      }
    }
    const failure = await withCheckedCart(describe(error));
    answerRecorder?.(key, { [FAILED]: { ...failure, body: undefined } });
    return { ok: false, error: failure };
  }
}

/** For code that prefers exceptions (effector effects): unwraps or throws the ApiError. */
export async function callProviderOrThrow<K extends CallName>(
  name: K,
  payload?: CallPayload<K>,
  options?: CallOptions,
): Promise<CallResponse<K>> {
  const result = await callProvider(name, payload, options);
  if (!result.ok) throw result.error;
  return result.data;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'isRetryable' in value && 'message' in value;
}
