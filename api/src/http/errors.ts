// One error type (ApiError), mapped to the shape of the family that threw it (api/README.md
// "Requests"): /api/v1 → {success:false, error, code}; local tools → {success:false, error}.
// The Store API maps its own errors with the cart headers (cart/routes.ts).

import { BadRequest } from '@shop/shared/validation';
import type { Context } from 'hono';
import { ApiError } from '../context';
import { respond } from './respond';

/** Any thrown value as the ApiError it stands for (a validation failure is 400; the rest is 500). */
export function asApiError(e: unknown, internal = 'Something went wrong on the server.'): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof BadRequest) return new ApiError(400, 'rest_invalid_param', e.message);
  console.error('[api] request failed', e);
  return new ApiError(500, 'shop_internal_error', internal);
}

/** Retry-After on every refusal that says when to come back (429 limits, 503 busy). */
export const retryHeaders = (e: ApiError): Record<string, string> =>
  typeof e.data.retry_after === 'number' ? { 'Retry-After': String(e.data.retry_after) } : {};

export function onError(e: Error, c: Context): Response {
  const path = c.req.path;
  if (path.startsWith('/__local/')) {
    const status = e && typeof e === 'object' && 'status' in e ? Number((e as { status: number }).status) : 400;
    return respond(c, status || 400, { success: false, error: e.message });
  }
  if (path.startsWith('/rest_route/')) {
    const err = asApiError(e);
    return respond(
      c,
      err.status,
      { success: false, error: err.message, code: err.code, ...err.data },
      retryHeaders(err),
    );
  }
  console.error('[api] request failed', e);
  return respond(c, 500, { success: false, error: 'Something went wrong on the server.' });
}
