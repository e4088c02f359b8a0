// Password hashes are the provider's costliest work (scrypt: tens of milliseconds of CPU and 16 MiB
// each), so how many run is bounded: a few at once, a short queue behind them, and at most a couple
// in flight per client (README "Failed sign-ins"). Anything past that is refused before it hashes.
import { ApiError } from './api-error';
import { TooManyRequests } from './ratelimit';

export const HASH_LIMITS = {
  /** Hashes running at once (libuv's default thread pool runs four). */
  concurrent: 4,
  /** Hashes waiting for a place; beyond this the call is refused with 503 at once. */
  waiting: 64,
  /** Hashes one client (an address, or an account for its current password) may have running or waiting. */
  perClient: 2,
} as const;

export interface HashSlot {
  /** Runs the hash when a place is free, then gives the slot back. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the slot back unused. */
  release(): void;
}

export class HashGate {
  private running = 0;
  /** Places taken: running, waiting, or about to ask. */
  private taken = 0;
  private readonly queue: (() => void)[] = [];
  private readonly byClient = new Map<string, number>();
  /** The most hashes seen running at once. */
  peak = 0;

  constructor(private readonly limits: typeof HASH_LIMITS = HASH_LIMITS) {}

  /**
   * A place for one hash of `client`, taken at once (synchronously, so a limit checked just before
   * and this place are one step), or a refusal: 429 while the client has its share in flight, 503
   * when the queue is full.
   */
  reserve(client: string): HashSlot {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient)
      throw new TooManyRequests(
        1,
        'Another attempt from your network is still being checked. Please try again in a moment.',
      );
    if (this.taken >= this.limits.concurrent + this.limits.waiting)
      throw new ApiError(503, 'shop_busy', 'The shop is very busy. Please try again in a moment.', { retry_after: 1 });
    this.byClient.set(client, mine + 1);
    this.taken++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.taken--;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
    return {
      release,
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        await this.acquire();
        try {
          return await work();
        } finally {
          this.running--;
          this.queue.shift()?.();
          release();
        }
      },
    };
  }

  private acquire(): Promise<void> {
    const start = () => {
      this.running++;
      this.peak = Math.max(this.peak, this.running);
    };
    if (this.running < this.limits.concurrent) {
      start();
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.queue.push(() => {
        start();
        resolve();
      }),
    );
  }
}
