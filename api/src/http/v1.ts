// The /api/v1 family: each domain's routes.ts is a table of calls (method, body schema, handler);
// mounted here under `/rest_route/api/v1/<name>`, after the bearer check (api/README.md "Rules").
import { Hono } from 'hono';
import { EmailSchema } from '../../../shared/src/validation/schemas';
import type { Ctx } from '../context';
import { type Schema, validate } from '../validate';
import { type AppEnv, answer } from './answer';
import { BODY_ERROR_CODES, callerAddress } from './body';

/** Who is asking: the client address (the socket peer, or past trusted proxy hops: README "Forwarded headers"). */
export interface Caller {
  address: string;
}
export type Input = Record<string, unknown>;
export interface V1Route {
  method: 'GET' | 'POST';
  schema?: Schema;
  handler: (ctx: Ctx, body: Input, caller: Caller) => unknown | Promise<unknown>;
}
export type V1Routes = Record<string, V1Route>;

/** Shared field rules of the calls. */
export const TOKEN = { type: 'string', required: true, max: 200, label: 'token', raw: true } as const;
export const OPT_TOKEN = { token: { type: 'string', max: 200, raw: true } } as const;
export const PASSWORD = { type: 'string', max: 200, raw: true } as const;
/** A required email address: the shared rule of spec section 5 (shared/src/validation/schemas.ts). */
export const EMAIL = { type: 'string', required: true, max: 200, label: 'Email address', check: EmailSchema } as const;
export const PAGE = { page: { type: 'int', min: 1, max: 100000 }, limit: { type: 'int', min: 1, max: 100 } } as const;

export function v1App(ctx: Ctx, routes: V1Routes): Hono<AppEnv> {
  const v1 = new Hono<AppEnv>();
  for (const [name, route] of Object.entries(routes)) {
    v1.on(route.method, `/${name}`, async (c) => {
      const parsed = c.var.body;
      if (!parsed.ok)
        return answer(c, parsed.status, { success: false, error: parsed.error, code: BODY_ERROR_CODES[parsed.status] });
      // GET calls may pass fields as query parameters.
      const body =
        route.method === 'GET'
          ? Object.fromEntries([...new URL(c.req.url).searchParams].filter(([k]) => k !== 'rest_route'))
          : parsed.value;
      const input = route.schema ? validate(body ?? {}, route.schema) : {};
      return answer(c, 200, await route.handler(ctx, input, { address: callerAddress(c) }));
    });
  }
  return v1;
}
