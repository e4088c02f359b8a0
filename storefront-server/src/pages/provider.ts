// The provider's data the server needs for a page's head, the sitemap and share images: one call
// of the contract (the call table, bearer and response checks of the shell's released build,
// @shop/shared's providerCalls, @shop/provider-client's checkResponse) over fetch, each response read as the storefront
// reads it (docs/host-responses.md), kept a few seconds per call and body so a burst of page loads
// costs the provider one request; concurrent asks for the same response share it. At most KEPT
// responses are kept, the least recently used going first (docs/security.md "Storefront server": a
// stranger's made-up competition ids cannot grow it). A failed, refused or unreadable call returns null; "not found"
// (404 with the provider's own `success: false`) returns that JSON, so a page can say 404 too.
import { LRUCache } from 'lru-cache';
import type { ServerBuildModule, ServerRead } from './build-module';

const TIMEOUT_MS = 2000;
export const KEPT = 1000;

/** `contract`: the live shell's build, whose call table, bearer and response checks the calls use. */
export function createProviderReader({
  apiUrl,
  contract,
  ttlMs = 5000,
  keep = KEPT,
  now = Date.now,
  log = console,
}: {
  apiUrl: string;
  contract: () => Promise<ServerBuildModule | null>;
  ttlMs?: number;
  keep?: number;
  now?: () => number;
  log?: Pick<Console, 'error'>;
}): ServerRead {
  const cache = new LRUCache<string, Promise<unknown>>({ max: keep, ttl: ttlMs, ttlResolution: 0, perf: { now } });

  async function call(name: string, body: unknown): Promise<unknown> {
    const shared = await contract();
    const known = shared?.providerCalls?.[name];
    if (!shared || !known || !shared.restRouteUrl || !shared.shopConfig)
      throw new Error(`no call ${name} in the contract`);
    const { method, route } = known;
    const response = await fetch(new URL(shared.restRouteUrl(route), apiUrl), {
      method,
      headers: {
        authorization: `Bearer ${shared.shopConfig.apiBearer}`,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => null)) as { success?: boolean; error?: string } | null;
    if (json?.success === false && response.status === 404) return json;
    if (!response.ok) throw new Error(json?.error ?? `status ${response.status}`);
    // A shell built before the response checks (N-1) reads responses as they come; one built before
    // @shop/shared 3.0.0 names its check checkAnswer.
    const check = shared.checkResponse ?? shared.checkAnswer;
    const checked = check ? check(name, json) : { ok: true as const, data: json };
    if (!checked.ok) throw new Error(`its response could not be read (${checked.problems.join('; ')})`);
    const data = checked.data as { success?: boolean; error?: string } | null;
    if (!data?.success) throw new Error(data?.error || 'refused');
    return data;
  }

  /** The response of a call as its check reads it, or null. */
  return function read(name, body) {
    const key = `${name} ${JSON.stringify(body ?? {})}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const response = call(name, body).catch((error: Error) => {
      log.error(`[serve] provider call ${name} failed: ${error.message}`);
      return null;
    });
    cache.set(key, response);
    return response;
  };
}
