// Password hashing (scrypt). An unknown address at sign-in costs the same hash (dummyHash).
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/** scrypt's cost for every password the shop stores (N = 2^14, r = 8: 16 MiB and tens of ms each). */
export const PASSWORD_COST = { N: 16384, r: 8, p: 1 } as const;
let cost: { N: number; r: number; p: number } = PASSWORD_COST;

/**
 * The provider's own tests only (test/setup.ts): a cheaper N, so a test run does not spend its time
 * hashing. A stored hash names its N, so either kind verifies; test/password-cost.test.ts proves a
 * provider started without this hashes at PASSWORD_COST.
 */
export function cheaperHashesForTests(N: number): void {
  cost = { ...PASSWORD_COST, N };
  dummy = null;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, cost);
  return `scrypt$${cost.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...PASSWORD_COST, N: Number(n) });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

let dummy: Promise<string> | null = null;
/** A hash of a random password, to verify against when the account does not exist. */
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};
