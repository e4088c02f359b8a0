// A per-client limit in fixed windows, for the release endpoints (beacons, the console's sign-in).
// Bounded: at most `maxKeys` clients are tracked; when that many are inside their window, new ones
// wait too, so a flood of addresses costs a fixed amount of memory. Written here rather than taken
// from a library because the ones at hand keep a timer or an entry per key without such a bound.
import type { IncomingMessage } from 'node:http';

export type Allowance = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one request of `key`: { ok } or { ok: false, retryAfterSeconds }. */
  take(key: string): Allowance;
  /** Forgets `key` (a successful sign-in clears its failures). */
  forget(key: string): void;
}

export function createRateLimit({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (t: number) => {
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
  };
  return {
    take(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (!w && windows.size >= maxKeys) sweep(t);
        if (!w && windows.size >= maxKeys) return { ok: false, retryAfterSeconds: Math.ceil(windowMs / 1000) };
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) };
    },
    forget: (key) => void windows.delete(key),
  };
}

/**
 * The client a request comes from: its socket's address, or behind a proxy that says so
 * (RELEASE_TRUST_PROXY=1, like the provider's API_TRUST_PROXY) the first X-Forwarded-For address;
 * otherwise every shopper would share the proxy's limit.
 */
export function clientOf(
  req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string | undefined } },
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (env.RELEASE_TRUST_PROXY === '1') {
    const forwarded = String(req.headers?.['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
