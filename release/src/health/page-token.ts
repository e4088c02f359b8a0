// The page token: a page-load outcome counts only with one. The storefront server puts a fresh
// token in every page it sends (<meta name="shop-release-token">); the shell sends it with each
// outcome (shell/src/registry/health-beacon.ts). A token is signed (HMAC, so it cannot be made up),
// short-lived (TOKEN_TTL_MS) and single-use per remote: one page load, one outcome of each remote.
// Forging 50 failures takes 50 page loads, each limited per client (beacon.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { folderSecret } from '../deploy-store';

export const TOKEN_TTL_MS = 10 * 60_000;
/** Tokens remembered as used at most: past it (a flood of real page loads), outcomes wait (503). */
const MAX_USED = 200_000;
const SHAPE = /^([0-9a-z]{1,9})\.([\w-]{12})\.([\w-]{22})$/;

/**
 * The signing secret: RELEASE_BEACON_SECRET, else one kept in the deploy folder
 * (`.release/beacon-secret`, made once, never served), so servers sharing a folder accept each
 * other's tokens. Servers that share only a bucket need RELEASE_BEACON_SECRET.
 */
export function beaconSecret({
  env = process.env,
  root,
  log = console,
}: {
  env?: NodeJS.ProcessEnv;
  root: string;
  log?: Pick<Console, 'error'>;
}): string {
  if (env.RELEASE_BEACON_SECRET?.trim()) return env.RELEASE_BEACON_SECRET.trim();
  try {
    return folderSecret(root, 'beacon-secret');
  } catch (error) {
    // A read-only deploy folder: this server's own secret; another server's pages will not count here.
    log.error(`[release-service] no shared page-token secret (${(error as Error).message}): set RELEASE_BEACON_SECRET`);
    return randomBytes(32).toString('hex');
  }
}

export type TokenVerdict = 'ok' | 'forged' | 'expired' | 'used' | 'busy';

export interface PageTokens {
  issue(): string;
  /** 'ok' (and now used for `remote`), 'forged', 'expired', 'used' or 'busy'. */
  use(token: unknown, remote: string): TokenVerdict;
  sweep(): void;
  readonly usedCount: number;
}

export function createPageTokens({
  secret,
  ttlMs = TOKEN_TTL_MS,
  now = Date.now,
  maxUsed = MAX_USED,
}: {
  secret: string;
  ttlMs?: number;
  now?: () => number;
  maxUsed?: number;
}): PageTokens {
  const mac = (body: string) =>
    createHmac('sha256', secret).update(body).digest().subarray(0, 16).toString('base64url');
  /** `${token}|${remote}` → when it can be forgotten (its token has expired by then). */
  const used = new Map<string, number>();
  const sweep = () => {
    for (const [key, until] of used) if (until <= now()) used.delete(key);
  };
  return {
    issue() {
      const body = `${Math.floor(now() / 1000).toString(36)}.${randomBytes(9).toString('base64url')}`;
      return `${body}.${mac(body)}`;
    },
    use(token, remote) {
      const match = typeof token === 'string' ? SHAPE.exec(token) : null;
      if (!match) return 'forged';
      const body = `${match[1]}.${match[2]}`;
      if (!timingSafeEqual(Buffer.from(mac(body)), Buffer.from(match[3] ?? ''))) return 'forged';
      const issuedAt = Number.parseInt(match[1] ?? '', 36) * 1000;
      if (now() - issuedAt > ttlMs || issuedAt > now() + 60_000) return 'expired';
      const key = `${body}|${remote}`;
      if (used.has(key)) return 'used';
      if (used.size >= maxUsed) sweep();
      if (used.size >= maxUsed) return 'busy';
      used.set(key, issuedAt + ttlMs);
      return 'ok';
    },
    sweep,
    get usedCount() {
      return used.size;
    },
  };
}
