// The /api/v1 calls (api/README.md "Rules"): each domain's routes.ts is a table of calls by name,
// each a method, the body's request schema (shared/src/api/requests.ts) and a handler that gets the
// schema's typed output. The app (app.ts) mounts every call on its own path, after the bearer check.
import { vValidator } from '@hono/valibot-validator';
import { BadRequest } from '@shop/shared/validation';
import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Ctx } from '../context';
import { BODY_ERROR_CODES, callerAddress } from './body';
import { type AppEnv, respond } from './respond';

/** Who is asking: the client address (the socket peer, or past trusted proxy hops: README "Forwarded headers"). */
export interface Caller {
  address: string;
}
/** A request body's schema: whatever is sent in, the typed fields out. */
export type RequestSchema = v.GenericSchema<unknown, Record<string, unknown>>;
export interface V1Call {
  method: 'GET' | 'POST';
  /** The body's request schema: the handler's input is its output. A GET call reads no body. */
  request?: RequestSchema;
  // A method, so a handler typed for its own call's input fits the table.
  handler(ctx: Ctx, input: Record<string, unknown>, caller: Caller): unknown | Promise<unknown>;
}
export type V1Calls = Record<string, V1Call>;

/** A POST call whose body its request schema checks: the handler gets the schema's typed output. */
export function call<S extends RequestSchema>(
  request: S,
  handler: (ctx: Ctx, input: v.InferOutput<S>, caller: Caller) => unknown | Promise<unknown>,
): V1Call {
  return { method: 'POST', request, handler: handler as V1Call['handler'] };
}

/** A GET call: no body, the same response for everyone (settings, pages, totals). */
export const read = (handler: (ctx: Ctx) => unknown): V1Call => ({ method: 'GET', handler });

/** The names of the body fields a call declares (its request schema's entries). */
export function bodyFields(route: V1Call): string[] {
  const items: unknown[] = route.request
    ? 'pipe' in route.request
      ? [...(route.request.pipe as unknown[])]
      : [route.request]
    : [];
  const object = items.find(
    (item): item is { entries: object } => !!item && typeof item === 'object' && 'entries' in item,
  );
  return object ? Object.keys(object.entries) : [];
}

/** The validator's hook: the first problem of a refused body, as the one 400 every call responds with (errors.ts). */
export const firstProblem = (result: { success: boolean; issues?: readonly { message: string }[] }): void => {
  if (!result.success) throw new BadRequest(result.issues?.[0]?.message ?? 'The request body is invalid.');
};

/** A body the provider could not read (http/body.ts) is refused before the call sees it. */
const bodyRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  const parsed = c.var.body;
  if (!parsed.ok)
    return respond(c, parsed.status, { success: false, error: parsed.error, code: BODY_ERROR_CODES[parsed.status] });
  await next();
};

/** The handlers of one call, in order: the body read, its check (Hono's valibot validator), the call. */
export function v1Handlers(ctx: Ctx, route: V1Call): MiddlewareHandler<AppEnv>[] {
  const call = async (c: Context<AppEnv>, input: Record<string, unknown>) =>
    respond(c, 200, await route.handler(ctx, input, { address: callerAddress(c) }));
  if (!route.request) return [bodyRead, (c) => call(c, {})];
  const checked = (c: Context<AppEnv, string, { out: { json: Record<string, unknown> } }>) =>
    call(c, c.req.valid('json'));
  return [bodyRead, vValidator('json', route.request, firstProblem), checked as MiddlewareHandler<AppEnv>];
}
