// Rate limits kept in memory (a restart or POST /__local/reset clears them): sliding windows for password reset,
// sign-up, coupons, the contact form and the chat; growing delays for failed sign-ins. The clock is the server's
// injectable ctx.now.
import { ApiError } from './api-error';
import { HOUR } from './util';

export interface Rule {
  /** Requests (or failures) allowed inside the window. */
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

/**
 * After `free` failures each further failure makes the next attempt wait twice as long as the last
 * (baseMs, 2×, 4× …, at most capMs). A key with no failure for forgetMs starts again from nothing.
 */
export interface DelayRule {
  free: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

/**
 * Password checks (README "Failed sign-ins"): each attempt is counted before its hash runs, so a
 * burst is refused after the free attempts; a browser that signed in to the account before (its
 * device token, auth/devices.ts) is counted on its own, so guessing elsewhere never locks the owner out.
 */
export const DELAY_RULES = {
  /** One email from a browser with that account's device token: the owner's own bucket. */
  loginDevice: { free: 5, baseMs: 1000, capMs: 15 * MIN, forgetMs: HOUR },
  /** One email from one client address, without a device token (a success clears it). */
  loginPair: { free: 5, baseMs: 1000, capMs: 15 * MIN, forgetMs: HOUR },
  /** One email from anywhere, without a device token: the owner's own browsers are not counted here. */
  loginEmail: { free: 10, baseMs: 1000, capMs: 15 * MIN, forgetMs: HOUR },
  /** One client address, whatever the email, without a device token. */
  loginAddress: { free: 20, baseMs: 1000, capMs: 15 * MIN, forgetMs: HOUR },
  /** The current password asked by a sensitive change (email, password, bank details) of one account. */
  currentPassword: { free: 5, baseMs: 1000, capMs: 15 * MIN, forgetMs: HOUR },
} as const satisfies Record<string, DelayRule>;

/** The limits the provider enforces (README "Rate limits"). */
export const RATE_RULES = {
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
  /** Sign-ups and new confirmation links for one email address (each mails it; known or not, alike). */
  signupEmail: { limit: 3, windowMs: HOUR },
  /** Confirmation link requests (resend) from one client address. */
  signupAddress: { limit: 10, windowMs: HOUR },
  /** Failed confirmations (bad or expired link) from one client address. */
  verifyAddress: { limit: 10, windowMs: 15 * MIN },
  /** Email address changes asked by one account (each mails the new address a link). */
  emailChange: { limit: 3, windowMs: HOUR },
  /** Incident beacons from one client address (each is a database row). */
  incidentAddress: { limit: 30, windowMs: 10 * MIN },
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

export interface Bucket<R> {
  key: string;
  rule: R;
  message: (wait: string) => string;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly failures = new Map<string, { count: number; last: number }>();

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

  /** Milliseconds the next attempt on this key must still wait (0 = allowed now). */
  delayMs(key: string, rule: DelayRule): number {
    if (!this.enabled) return 0;
    const f = this.failures.get(key);
    const now = this.now();
    if (!f || now - f.last > rule.forgetMs) return 0;
    if (f.count <= rule.free) return 0;
    const delay = Math.min(rule.capMs, rule.baseMs * 2 ** Math.min(30, f.count - rule.free - 1));
    return Math.max(0, f.last + delay - now);
  }

  /** Throws 429 for the longest delay still running on any of the buckets. */
  checkDelays(buckets: Bucket<DelayRule>[]): void {
    let worst: { wait: number; bucket: Bucket<DelayRule> } | null = null;
    for (const bucket of buckets) {
      const wait = this.delayMs(bucket.key, bucket.rule);
      if (wait > 0 && (!worst || wait > worst.wait)) worst = { wait, bucket };
    }
    if (worst) {
      const seconds = Math.ceil(worst.wait / 1000);
      throw new TooManyRequests(seconds, worst.bucket.message(waitText(seconds)));
    }
  }

  /**
   * Takes one attempt on each bucket before the work it guards (a password hash) starts: throws 429
   * while a wait runs on any of them, else counts the attempt as a failure at once. Nothing awaits
   * between the check and the count, so concurrent attempts cannot all pass one check. A success
   * gives its count back (`succeeded`).
   */
  take(buckets: Bucket<DelayRule>[]): { succeeded(clear?: string[]): void } {
    this.checkDelays(buckets);
    for (const bucket of buckets) this.fail(bucket.key, bucket.rule);
    return {
      succeeded: (clear = []) => {
        for (const bucket of buckets) {
          if (clear.includes(bucket.key)) this.failures.delete(bucket.key);
          else this.refund(bucket.key);
        }
      },
    };
  }

  /** Gives back one counted attempt (it turned out a success). */
  private refund(key: string): void {
    const f = this.failures.get(key);
    if (!f) return;
    if (f.count <= 1) this.failures.delete(key);
    else f.count--;
  }

  /** Counts a failure on a delay key. */
  fail(key: string, rule: DelayRule): void {
    if (!this.enabled) return;
    const now = this.now();
    const f = this.failures.get(key);
    const count = f && now - f.last <= rule.forgetMs ? f.count + 1 : 1;
    this.failures.set(key, { count, last: now });
    if (this.failures.size > 50_000) this.sweep(now);
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
    this.failures.delete(key);
  }

  /** Clears every key starting with `prefix` (e.g. every address's sign-in failures for one email). */
  clearPrefix(prefix: string): void {
    for (const key of this.hits.keys()) if (key.startsWith(prefix)) this.hits.delete(key);
    for (const key of this.failures.keys()) if (key.startsWith(prefix)) this.failures.delete(key);
  }

  reset(): void {
    this.hits.clear();
    this.failures.clear();
  }

  private sweep(now: number): void {
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
    for (const [key, list] of this.hits) if (!list.some((t) => t > now - longest)) this.hits.delete(key);
    const forget = Math.max(...Object.values(DELAY_RULES).map((r) => r.forgetMs));
    for (const [key, f] of this.failures) if (now - f.last > forget) this.failures.delete(key);
  }
}

export const minutes = (n: number): string => (n === 1 ? '1 minute' : `${n} minutes`);
/** "1 second", "30 seconds", "2 minutes". */
export const waitText = (seconds: number): string =>
  seconds < 60 ? (seconds === 1 ? '1 second' : `${seconds} seconds`) : minutes(Math.ceil(seconds / 60));
