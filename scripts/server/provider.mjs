// The provider's data the server needs for a page's head, the sitemap and robots.txt: one call of
// the contract (shared/src/api/calls.ts) over fetch, read through the same answer check as the
// storefront's (shared/src/data/answers.ts, docs/host-answers.md), with a micro-cache per call and
// body of a few seconds (issue 18) so a burst of page loads costs the provider one request.
// Concurrent asks for the same answer share one request. A failed, refused or unreadable call
// answers null: the page still goes out, with the route's own title.
const TIMEOUT_MS = 2000;

export function createProviderReader({ apiUrl, shared, ttlMs = 5000, now = Date.now, log = console }) {
  const cache = new Map();

  async function call(name, body) {
    const { method, route } = shared.providerCalls[name];
    const response = await fetch(new URL(shared.restRouteUrl(route), apiUrl), {
      method,
      headers: {
        authorization: `Bearer ${shared.shopConfig.apiBearer}`,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(answer?.error ?? `status ${response.status}`);
    const checked = shared.checkAnswer(name, answer);
    if (!checked.ok) throw new Error(`its answer could not be read (${checked.problems.join('; ')})`);
    if (checked.data.success === false) throw new Error(checked.data.error || 'refused');
    return checked.data;
  }

  /** The answer of a call as its check reads it, or null. */
  return function read(name, body) {
    const key = `${name} ${JSON.stringify(body ?? {})}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < ttlMs) return kept.answer;
    const answer = call(name, body).catch((error) => {
      log.error(`[serve] provider call ${name} failed: ${error.message}`);
      return null;
    });
    cache.set(key, { at: now(), answer });
    // The cache holds only what is fresh: a busy server never grows it past one entry per URL.
    if (cache.size > 500) {
      for (const [k, v] of cache) if (now() - v.at >= ttlMs) cache.delete(k);
    }
    return answer;
  };
}
