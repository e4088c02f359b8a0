// The /api/v1 family: each domain's routes.ts is a table of calls (method, request schema, handler);
// mounted here under `/rest_route/api/v1/<name>`, after the bearer check (api/README.md "Rules").
// A call with a request schema (shared/src/api/requests.ts) is checked by Hono's valibot validator
// and its handler gets the typed input; the others still declare a field table (shared/src/validation/fields.ts).
import { vValidator } from '@hono/valibot-validator';
import { BadRequest, EmailSchema, type Schema, validate } from '@shop/shared/validation';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Ctx } from '../context';
import { type AppEnv, answer } from './answer';
import { BODY_ERROR_CODES, callerAddress } from './body';

/** Who is asking: the client address (the socket peer, or past trusted proxy hops: README "Forwarded headers"). */
export interface Caller {
  address: string;
}
export type Input = Record<string, unknown>;
/** A request body's schema: whatever is sent in, the typed fields out. */
export type RequestSchema = v.GenericSchema<unknown, Record<string, unknown>>;
export interface V1Route {
  method: 'GET' | 'POST';
  /** The body's field table (shared/src/validation/fields.ts), for a call not yet on a request schema. */
  schema?: Schema;
  /** The body's request schema (shared/src/api/requests.ts): the handler's input is its output. */
  request?: RequestSchema;
  // A method, so a call() handler typed for its own input fits the table.
  handler(ctx: Ctx, body: Input, caller: Caller): unknown | Promise<unknown>;
}
export type V1Routes = Record<string, V1Route>;

/** A call whose body its request schema checks: the handler gets the schema's typed output. */
export function call<S extends RequestSchema>(
  method: 'GET' | 'POST',
  request: S,
  handler: (ctx: Ctx, input: v.InferOutput<S>, caller: Caller) => unknown | Promise<unknown>,
): V1Route {
  return { method, request, handler: handler as V1Route['handler'] };
}

/** The names of the body fields a call declares (its request schema's entries, or its field table). */
export function bodyFields(route: V1Route): string[] {
  if (route.schema) return Object.keys(route.schema);
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

/** Shared field rules of the calls. */
export const TOKEN = { type: 'string', required: true, max: 200, label: 'token', raw: true } as const;
export const OPT_TOKEN = { token: { type: 'string', max: 200, raw: true } } as const;
export const PASSWORD = { type: 'string', max: 200, raw: true } as const;
/** A required email address: the shared rule of requirements §5 (shared/src/validation/schemas.ts). */
export const EMAIL = { type: 'string', required: true, max: 200, label: 'Email address', check: EmailSchema } as const;
export const PAGE = { page: { type: 'int', min: 1, max: 100000 }, limit: { type: 'int', min: 1, max: 100 } } as const;

/** The first problem of a refused body, as the one 400 every call answers (errors.ts). */
const firstProblem = (result: { success: boolean; issues?: readonly { message: string }[] }): void => {
  if (!result.success) throw new BadRequest(result.issues?.[0]?.message ?? 'The request body is invalid.');
};

/** A body the provider could not read (http/body.ts) is refused before the call sees it. */
const bodyRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  const parsed = c.var.body;
  if (!parsed.ok)
    return answer(c, parsed.status, { success: false, error: parsed.error, code: BODY_ERROR_CODES[parsed.status] });
  await next();
};

export function v1App(ctx: Ctx, routes: V1Routes): Hono<AppEnv> {
  const v1 = new Hono<AppEnv>();
  const respond = async (c: Context<AppEnv>, route: V1Route, input: Input) =>
    answer(c, 200, await route.handler(ctx, input, { address: callerAddress(c) }));
  for (const [name, route] of Object.entries(routes)) {
    const path = `/${name}`;
    const { request } = route;
    if (request && route.method === 'GET')
      v1.get(path, bodyRead, vValidator('query', request, firstProblem), (c) =>
        respond(c, route, c.req.valid('query')),
      );
    else if (request)
      v1.post(path, bodyRead, vValidator('json', request, firstProblem), (c) => respond(c, route, c.req.valid('json')));
    else
      v1.on(route.method, path, bodyRead, (c) => {
        // GET calls may pass fields as query parameters.
        const body =
          route.method === 'GET'
            ? Object.fromEntries([...new URL(c.req.url).searchParams].filter(([k]) => k !== 'rest_route'))
            : c.var.body.ok
              ? c.var.body.value
              : undefined;
        return respond(c, route, route.schema ? validate(body ?? {}, route.schema) : {});
      });
  }
  return v1;
}
