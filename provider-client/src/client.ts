import { type CallName, type CallPayload, type CallResponse, callRoute, providerCalls } from '@shop/shared';
import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { shopConfig } from './config';
import type * as ResponseChecks from './response-check';

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
  const apiUrl = providerOfThisRender?.();
  if (apiUrl) return serverClientAt(apiUrl);
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

/**
 * A server render names its provider at run time (there is no page <head> to read it from), per
 * render: @shop/react-kit/server answers which one the render in progress reads, so renders for
 * different providers never share a module global (docs/adr/008-server-rendering.md).
 */
let providerOfThisRender: (() => string | undefined) | null = null;
export function readProviderOfRenderWith(read: (() => string | undefined) | null): void {
  providerOfThisRender = read;
}
/** One client per provider a server renders for (a server has one; its tests a few). */
const serverClients = new Map<string, AxiosInstance>();
function serverClientAt(apiUrl: string): AxiosInstance {
  let made = serverClients.get(apiUrl);
  if (!made) {
    made = providerClientAt(apiUrl);
    serverClients.set(apiUrl, made);
  }
  return made;
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

// Server rendering (docs/composition.md "Server rendering"): the server records the responses a
// first view read and the page carries them; the client's same reads take them (each once)
// instead of asking again, so its first render is the server's.
const primedResponses = new Map<string, unknown>();
/**
 * A read that failed on the server is recorded too, as this marker with its error: the browser's
 * first view fails the same way at once, so it renders what the server did (a competition's "not
 * found"), not a spinner while it asks again (that was a hydration mismatch).
 */
const FAILED = '__shopReadFailed';
let responseRecorder: ((key: string, data: unknown) => void) | null = null;
const responseKey = (name: string, payload: unknown, query: unknown) =>
  JSON.stringify([name, payload ?? null, query ?? null]);

/** The server render's hook: every response read, by its request. */
export function recordResponsesWith(record: ((key: string, data: unknown) => void) | null): void {
  responseRecorder = record;
}

/** The client's first view: responses the server read, used by the same requests, once each. */
export function primeResponses(responses: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(responses)) primedResponses.set(key, data);
}

/** Drops responses the first view did not use, so nothing later reads stale data. */
export function clearPrimedResponses(): void {
  primedResponses.clear();
}

// The response checks (./response-check.ts, docs/adr/011-tolerant-reader.md) are a chunk of their
// own: the page's first load carries none of them, the shell asks for them as it starts, and a call
// made before they arrive waits for them beside its request.
let responseChecks: Promise<typeof ResponseChecks> | null = null;

/** The response checks, loading them on first use; a failed load is tried again by the next call. */
export function responseChecksLoaded(): Promise<typeof ResponseChecks> {
  responseChecks ??= import(/* webpackChunkName: "response-checks" */ './response-check').catch((error: unknown) => {
    responseChecks = null;
    throw error;
  });
  return responseChecks;
}

const checksMissing: ApiError = {
  type: 'network',
  message: 'The page could not load what it needs to read responses.',
  isRetryable: true,
};

/** The response through its call's check: what the app reads, or why it cannot. */
async function checked<K extends CallName>(
  name: K,
  data: unknown,
  status: number,
  headers: Record<string, string>,
): Promise<ApiResult<CallResponse<K>>> {
  const checks = await responseChecksLoaded().catch(() => null);
  if (!checks) return { ok: false, error: checksMissing };
  const response = checks.checkResponse(name, data);
  if (response.ok) return { ok: true, data: response.data, status, headers };
  return {
    ok: false,
    error: {
      type: 'invalid-response',
      status,
      message: `The response to ${name} could not be read (${response.problems.join('; ')}).`,
      isRetryable: false,
    },
  };
}

/**
 * A Store API refusal may carry the cart as it now is (`data.cart`, a 409): it is a response too,
 * read through the cart's check, or left out when it cannot be read.
 */
async function withCheckedCart(error: ApiError): Promise<ApiError> {
  const body = error.body as { data?: { cart?: unknown } } | null | undefined;
  if (body?.data?.cart === undefined) return error;
  const checks = await responseChecksLoaded().catch(() => null);
  const cart = checks?.checkResponse('cart', body.data.cart);
  const { cart: _sent, ...data } = body.data;
  return { ...error, body: { ...body, data: cart?.ok ? { ...data, cart: cart.data } : data } };
}

/**
 * A first view's read that is not a provider call (the realtime store's REST read): the server
 * render records its result under `key` like a response, and the browser's first view takes it from
 * the page instead of reading again.
 */
export async function readForFirstView<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (primedResponses.has(key)) {
    const data = primedResponses.get(key) as T;
    primedResponses.delete(key);
    return data;
  }
  const data = await read();
  responseRecorder?.(key, data);
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
  const key = responseKey(name, payload, options.query);
  if (primedResponses.has(key)) {
    const data = primedResponses.get(key);
    primedResponses.delete(key);
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
    // The response as sent: the client's first view reads it through the same check.
    responseRecorder?.(key, data);
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
    responseRecorder?.(key, { [FAILED]: { ...failure, body: undefined } });
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
