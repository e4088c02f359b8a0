import type { ClaimDocumentStore } from './claim-documents';
import type { Db } from './db';
import type { HashGate } from './hash-gate';
import type { PaymentAdapter } from './payments/adapter';
import type { RateLimiter } from './ratelimit';
import type { Realtime } from './realtime';

export interface Ctx {
  db: Db;
  realtime: Realtime;
  bearer: string;
  /** HMAC key for cart tokens and nonces (kept in the database so tokens survive restarts). */
  secret: string;
  /** Absolute base URL of this server, for image links (e.g. http://localhost:8787). */
  publicUrl: string;
  /** The storefront origin used in emailed links and checkout redirects. */
  storefrontUrl: string;
  localTools: boolean;
  /** Called for every email sent (a plain `npm start` prints them: there is no mailbox tool). */
  onMail?: (to: string, subject: string, body: string) => void;
  /** Called for every incident recorded (a plain `npm start` prints them: there is no incidents tool). */
  onIncident?: (line: string) => void;
  /** One-shot fault injection for tests (set through /__local/fault). */
  faults: Set<string>;
  seedFile?: string;
  /** The clock of sessions, reset keys and rate limits (injectable for tests). */
  now: () => number;
  /** Sign-in and password-reset limits (in memory). */
  limits: RateLimiter;
  /** The bound on password hashes running and waiting (hash-gate.ts). */
  hashing: HashGate;
  /** The card payment provider (payments/adapter.ts); absent in the seed command, which takes no payments. */
  payments?: PaymentAdapter;
  /** Where winners' proofs of identity are kept (claim-documents.ts): never served. */
  claimDocuments: ClaimDocumentStore;
}

// One error type for every domain (api-error.ts); re-exported here, where the domains import it from.
export { ApiError } from './api-error';

export function fault(ctx: Pick<Ctx, 'faults'>, point: string): void {
  if (ctx.faults.delete(point)) throw new Error(`Injected fault at ${point}`);
}

export const absolute = (ctx: Pick<Ctx, 'publicUrl'>, path: string): string =>
  /^https?:/.test(path) ? path : `${ctx.publicUrl}${path}`;
