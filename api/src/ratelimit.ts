// Sliding-window rate limits for sign-in, password reset, the contact form and the chat, kept in memory (a restart or
// POST /__local/reset clears them). The clock is the server's injectable ctx.now.
import { ApiError } from './context';
import { HOUR } from './util';

export interface Rule {
  /** Requests (or failures) allowed inside the window. */
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

/** The limits the provider enforces (README "Rate limits"). */
export const RATE_RULES = {
  /** Failed sign-ins for one email address (a success clears it). */
  loginEmail: { limit: 5, windowMs: 15 * MIN },
  /** Failed sign-ins from one client address, whatever the email. */
  loginAddress: { limit: 20, windowMs: 15 * MIN },
  /** forgot_password requests for one email address (known or not, so nothing is revealed). */
  forgotEmail: { limit: 3, windowMs: HOUR },
  /** forgot_password requests from one client address. */
  forgotAddress: { limit: 10, windowMs: HOUR },
  /** Failed reset_password attempts (bad or expired key) for one email address. */
  resetEmail: { limit: 5, windowMs: 15 * MIN },
  /** Failed reset_password attempts from one client address. */
  resetAddress: { limit: 10, windowMs: 15 * MIN },
  /** Contact messages naming one email address (each mails that address a copy). */
  contactEmail: { limit: 10, windowMs: HOUR },
  /** Contact messages from one client address, whatever the email. */
  contactAddress: { limit: 30, windowMs: HOUR },
  /** Sign-ups from one client address. */
  registerAddress: { limit: 10, windowMs: HOUR },
  /** apply-coupon calls on one cart (guessing codes). */
  couponCart: { limit: 20, windowMs: 10 * MIN },
  /** apply-coupon calls from one client address, whatever the cart. */
  couponAddress: { limit: 20, windowMs: 10 * MIN },
  /** Chat messages from one account (each goes out to every chat visitor). */
  chatUser: { limit: 10, windowMs: MIN },
} as const satisfies Record<string, Rule>;

/** 429 with Retry-After (seconds). */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, 'shop_rate_limited', message, { retry_after: retryAfter });
  }
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    public enabled = true,
  ) {}

  private recent(key: string, rule: Rule, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the bucket has room again (0 = allowed now). */
  waitMs(key: string, rule: Rule): number {
    if (!this.enabled) return 0;
    const now = this.now();
    const list = this.recent(key, rule, now);
    if (list.length < rule.limit) return 0;
    const oldest = list[list.length - rule.limit] ?? now;
    return Math.max(1, oldest + rule.windowMs - now);
  }

  /** Throws 429 when any of the buckets is full. */
  check(buckets: { key: string; rule: Rule; message: (minutes: number) => string }[]): void {
    for (const b of buckets) {
      const wait = this.waitMs(b.key, b.rule);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new TooManyRequests(seconds, b.message(Math.max(1, Math.ceil(seconds / 60))));
      }
    }
  }

  hit(key: string, rule: Rule): void {
    if (!this.enabled) return;
    const now = this.now();
    const list = this.recent(key, rule, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
    for (const [key, list] of this.hits) if (!list.some((t) => t > now - longest)) this.hits.delete(key);
  }
}

export const minutes = (n: number): string => (n === 1 ? '1 minute' : `${n} minutes`);
