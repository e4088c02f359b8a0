// Every check of a password someone types (sign-in, a confirmation link, the current password of a
// sensitive change) goes through here (README "Failed sign-ins"): the attempt is counted before its
// hash runs, so a burst cannot pass one check all at once, and the hash waits its turn in the bound
// on hashing work (../hash-gate.ts). A match gives the attempt back.
import { passwordSchemaProblem } from '@shop/shared/validation';
import { ApiError, type Ctx } from '../context';
import type { Bucket, DelayRule } from '../ratelimit';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

export interface PasswordCheck {
  /** Who the in-flight bound counts against: the client address, or the account. */
  client: string;
  buckets: Bucket<DelayRule>[];
  password: string;
  /** The stored hash; none (an unknown account) costs the same hash as a known one. */
  hash: string | undefined;
  /** Buckets emptied, rather than given one attempt back, by a match. */
  clearOnMatch?: string[];
}

export async function checkPassword(ctx: Ctx, check: PasswordCheck): Promise<boolean> {
  // Waits still running are refused before anything is taken (429, nothing counted, no hash).
  ctx.limits.checkDelays(check.buckets);
  const slot = ctx.hashing.reserve(check.client);
  // Nothing awaits between the place above and the count below: concurrent attempts see each other's count.
  const attempt = ctx.limits.take(check.buckets);
  try {
    const stored = check.hash ?? (await dummyHash());
    const ok = await slot.run(() => verifyPassword(check.password, stored));
    if (ok) attempt.succeeded(check.clearOnMatch);
    return ok;
  } finally {
    slot.release();
  }
}

/** A new password's hash (sign-up, reset, change), in the same bound as the checks. */
export function hashNewPassword(ctx: Ctx, client: string, password: string): Promise<string> {
  return ctx.hashing.reserve(client).run(() => hashPassword(password));
}

/** A new password follows the one rule of requirements §5, shared with the forms (400 shop_weak_password). */
export function requireStrongPassword(password: string): void {
  const problem = passwordSchemaProblem(password);
  if (problem) throw new ApiError(400, 'shop_weak_password', problem);
}
