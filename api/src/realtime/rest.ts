// Reading the realtime tree over HTTP, as Firebase's REST API does (`GET /<path>.json`), for the
// storefront server's render of the community chat (docs/composition.md "Server rendering"):
// a page without JavaScript shows the last messages, which it cannot take from the WebSocket.
// The same read rules as the socket (rules.ts canRead); queries by key only, like the listens.
import type { Json } from './rules';
import { canRead, split } from './rules';
import { windowOf } from './values';

export interface RestResponse {
  status: number;
  body: Json | { error: string };
}

/** The largest limit a REST query may ask for: a chat page shows 50. */
export const REST_MAX_LIMIT = 200;

/** `pathname` ends with `.json`; `query` is the request's: orderBy="$key" with limitToFirst/limitToLast. */
export function restRead(read: (path: string[]) => Json, pathname: string, query: URLSearchParams): RestResponse {
  let path: string[];
  try {
    path = split(decodeURIComponent(pathname.slice(0, -'.json'.length)));
  } catch {
    return { status: 400, body: { error: 'Invalid path' } };
  }
  if (!canRead(path)) return { status: 401, body: { error: 'Permission denied' } };
  const first = query.get('limitToFirst');
  const last = query.get('limitToLast');
  const node = read(path);
  if (first === null && last === null) return { status: 200, body: node };
  if (query.get('orderBy') !== '"$key"') {
    return { status: 400, body: { error: 'orderBy must be "$key" when a limit is given' } };
  }
  const limit = Number(last ?? first);
  if (!Number.isInteger(limit) || limit <= 0 || limit > REST_MAX_LIMIT || (first !== null && last !== null)) {
    return { status: 400, body: { error: `one of limitToFirst or limitToLast, 1 to ${REST_MAX_LIMIT}` } };
  }
  return { status: 200, body: windowOf(node, { limit, fromRight: last !== null }).value };
}
