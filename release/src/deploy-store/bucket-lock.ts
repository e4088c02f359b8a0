// A lock in a bucket that cannot refuse a write (no conditional writes: bucket.ts finds that out),
// for changes of release state to run one at a time. Lamport's bakery algorithm over objects,
// which needs nothing but a store that reads and lists what was written before (S3 has been
// strongly consistent since 2020; s3rver, MinIO and R2 are too) — no timing assumption:
//   1. put `choosing/<expiry>-<id>`; 2. list `ticket/`, take one more than the highest number;
//   3. put `ticket/<number>-<expiry>-<id>`; 4. delete the choosing object; 5. wait until nobody
//   is choosing and no ticket is lower than ours (number, then id); 6. run; 7. delete the ticket.
// Everything a contender needs is in the keys, so each round is one or two LIST requests. A holder
// that died frees the lock when its objects expire (`ttlMs`); a live one, waiting or holding,
// renews its ticket every third of that, so a slow machine never makes it look dead. A bucket
// with conditional writes needs none of this (docs/adr/010-release-state-and-health.md).
import { randomUUID } from 'node:crypto';
import { refuse } from '../refusal';
import type { DeployStorage } from './storage';

export const LOCK_FOLDER = '.release/lock/';
export interface LockTimings {
  ttlMs: number;
  waitMs: number;
  pollMs: number;
}
export const LOCK_DEFAULTS: LockTimings = { ttlMs: 30_000, waitMs: 120_000, pollMs: 25 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CHOOSING = /^(\d{13})-([\w-]+)$/;
const TICKET = /^(\d{12})-(\d{13})-([\w-]+)$/;

/** The live objects under `folder` (expired ones are deleted on the way), read from their keys. */
async function entries(storage: DeployStorage, folder: string, shape: RegExp, now: number) {
  const found: { key: string; number: number; id: string }[] = [];
  for (const key of await storage.list(folder)) {
    const match = shape.exec(key.slice(folder.length));
    if (!match) continue;
    const expiry = Number(shape === TICKET ? match[2] : match[1]);
    if (expiry <= now) {
      await storage.remove(key).catch(() => undefined);
      continue;
    }
    found.push({ key, number: shape === TICKET ? Number(match[1]) : 0, id: match.at(-1) ?? '' });
  }
  return found;
}

const expiryOf = (ttlMs: number) => String(Date.now() + ttlMs).padStart(13, '0');

/** Runs `run` holding the bucket's lock; refuses when others keep it longer than `waitMs`. */
export async function withBucketLock<T>(
  storage: DeployStorage,
  run: () => Promise<T>,
  options: Partial<LockTimings> = {},
): Promise<T> {
  const { ttlMs, waitMs, pollMs } = { ...LOCK_DEFAULTS, ...options };
  const id = randomUUID();
  const choosing = `${LOCK_FOLDER}choosing/${expiryOf(ttlMs)}-${id}`;
  await storage.write(choosing, '');
  const tickets = await entries(storage, `${LOCK_FOLDER}ticket/`, TICKET, Date.now());
  const number = 1 + Math.max(0, ...tickets.map((t) => t.number));
  const ticketKey = () => `${LOCK_FOLDER}ticket/${String(number).padStart(12, '0')}-${expiryOf(ttlMs)}-${id}`;
  let ticket = ticketKey();
  await storage.write(ticket, '');
  await storage.remove(choosing);
  // The new ticket is written before the old one goes: others always see one, with our number.
  let renewing = Promise.resolve();
  const renew = setInterval(() => {
    renewing = renewing.then(async () => {
      const fresh = ticketKey();
      await storage.write(fresh, '');
      await storage.remove(ticket);
      ticket = fresh;
    });
    renewing.catch(() => undefined);
  }, ttlMs / 3);
  try {
    const giveUpAt = Date.now() + waitMs;
    for (;;) {
      const now = Date.now();
      const choosers = (await entries(storage, `${LOCK_FOLDER}choosing/`, CHOOSING, now)).length;
      const ahead = choosers
        ? 1
        : (await entries(storage, `${LOCK_FOLDER}ticket/`, TICKET, now)).filter(
            (t) => t.id !== id && (t.number < number || (t.number === number && t.id < id)),
          ).length;
      if (choosers === 0 && ahead === 0) break;
      if (now > giveUpAt) refuse(`the release state in ${storage.where} stayed locked for ${waitMs / 1000} s`);
      // The further back in the queue, the less often it asks: a crowd does not flood the store.
      await sleep(pollMs * Math.min(ahead, 10) * (1 + Math.random()));
    }
    return await run();
  } finally {
    clearInterval(renew);
    await renewing.catch(() => undefined);
    await storage.remove(ticket);
  }
}
