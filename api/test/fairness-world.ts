// A small shop for the fairness property (fairness.property.test.ts): the provider's own services
// on an in-memory database, the real payment service on a free port, one clock the test moves,
// and the steps a shopper (honest or not) can take, each as the storefront would send it.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyDraw } from '@shop/shared';
import { CheckoutRequest } from '@shop/shared/requests';
import { parseRequest } from '@shop/shared/validation';
import { saferPlay } from '../src/account/service';
import { userById } from '../src/auth/repository';
import { addItem } from '../src/cart/service';
import { resumeCardPayment } from '../src/checkout/card-payment';
import { sweepPayments } from '../src/checkout/settle';
import { checkout } from '../src/checkout/store-checkout';
import { folderStore } from '../src/claim-documents';
import { ApiError, type Ctx } from '../src/context';
import { Db, migrate } from '../src/db';
import { claimablePrizes, claimPrize } from '../src/draws/claims';
import { drawDue } from '../src/draws/draw';
import { drawProof } from '../src/draws/service';
import { HashGate } from '../src/hash-gate';
import { createPaymentService, type PaymentService } from '../src/payment-gateway/server';
import { localAdapter } from '../src/payments/local-adapter';
import { RateLimiter } from '../src/ratelimit';
import { Realtime } from '../src/realtime';
import { loadFixture } from '../src/seed/fixture';

export const CARDS = { frictionless: '4242 4242 4242 4242', challenge: '4000 0027 6000 3184' } as const;
const BILLING = { first_name: 'Prop', last_name: 'Erty', address_1: '1', city: 'Hull', postcode: 'HU1 1AA' };
export const SPEND_LIMITED = 1;
export const DAILY_LIMIT_PENCE = 600;

/** One clock for the shop and the payment service; each world starts it afresh. */
export const clock = { at: Date.now(), now: () => clock.at };

let service: PaymentService | null = null;
let shopDb: Db | null = null;
const migrated = (db: Db): Db => {
  migrate(db);
  return db;
};

export async function paymentService(): Promise<PaymentService> {
  // In-process: the property is about the shop's rules, not the socket.
  service ??= createPaymentService({ storefrontUrl: 'http://localhost:8080', now: clock.now });
  return service;
}
/** After the last world: the payment service stops and the worlds' database closes. */
export async function endWorlds(): Promise<void> {
  await service?.close();
  service = null;
  shopDb?.close();
  shopDb = null;
}

interface OpenAttempt {
  key: string;
  cartId: string;
  intentId: string | null;
  /** The order it reserved, once the shop responded pending (the storefront resumes it by these). */
  order: { id: number; key: string } | null;
}

export interface World {
  ctx: Ctx;
  accounts: number;
  comps: { id: number; productId: number; total: number; max: number }[];
  carts: string[];
  attempts: (OpenAttempt | null)[];
  chargesAtStart: number;
  /** What happened, step by step (shown when a sequence fails). */
  log: string[];
}

export async function newWorld(accounts: number, comps: number): Promise<World> {
  clock.at = Date.parse('2026-12-01T12:00:00Z');
  const payments = await paymentService();
  // One database for every world of the run, migrated once: each world's fixture starts by wiping it.
  shopDb ??= migrated(new Db(':memory:'));
  const db = shopDb;
  const ctx: Ctx = {
    db,
    realtime: new Realtime(clock.now),
    bearer: 'b',
    secret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:0',
    storefrontUrl: 'http://localhost:8080',
    localTools: false,
    faults: new Set(),
    now: clock.now,
    limits: new RateLimiter(clock.now, false),
    payments: localAdapter(payments.url, payments.secretKey, payments.fetch),
    claimDocuments: folderStore(join(tmpdir(), 'fairness-claims')),
    hashing: new HashGate(),
  };
  const users = Array.from({ length: accounts }, (_, i) => ({
    email: `p${i}@example.co.uk`,
    first_name: `P${i}`,
    last_name: 'Buyer',
    token: `property-token-${i}-abcdef`,
    ...(i === SPEND_LIMITED ? { responsible: { limit_duration: 'daily', limit_value: DAILY_LIMIT_PENCE / 100 } } : {}),
  }));
  const fixtureComps = [
    {
      ref: 'a',
      title: 'Property A',
      category: 'cash',
      price: 1,
      total_tickets: 6,
      max_per_user: 4,
      closes_in_hours: 0.5,
      instant_wins: [{ title: '£2 credit', type: 'site_credit' as const, value: 2, tickets: [2, 5] }],
      reward_wins: [{ title: 'Half-way', threshold_percent: 50, value: 10 }],
    },
    {
      ref: 'b',
      title: 'Property B',
      category: 'cash',
      price: 2,
      total_tickets: 5,
      max_per_user: 5,
      closes_in_hours: 1.5,
    },
  ].slice(0, comps);
  await loadFixture(ctx, { reset: true, users, competitions: fixtureComps, draw_due: false });
  const rows = db.all<{ id: number; product_id: number; total_tickets: number; max_per_user: number }>(
    'SELECT id, product_id, total_tickets, max_per_user FROM competitions ORDER BY id',
  );
  return {
    ctx,
    accounts,
    comps: rows.map((r) => ({ id: r.id, productId: r.product_id, total: r.total_tickets, max: r.max_per_user })),
    carts: users.map(() => randomBytes(12).toString('hex')),
    attempts: users.map(() => null),
    chargesAtStart: payments.gateway.charges.length,
    log: [],
  };
}

export const tokenOf = (i: number) => `property-token-${i}-abcdef`;

/** Runs a shop call and logs its outcome; a refusal (ApiError) is an outcome, anything else is a bug. */
async function logged<T>(w: World, what: string, run: () => T | Promise<T>): Promise<T | ApiError> {
  try {
    const out = await run();
    w.log.push(`${what}: ok`);
    return out;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    w.log.push(`${what}: ${error.status} ${error.code}`);
    return error;
  }
}

export async function addToBasket(w: World, account: number, comp: number, quantity: number) {
  const c = w.comps[comp];
  if (!c) return;
  await logged(w, `add ${quantity} of ${comp} for ${account}`, () =>
    addItem(w.ctx, w.carts[account] as string, { productId: c.productId, quantity, token: tokenOf(account) }),
  );
}

async function send(w: World, account: number, a: OpenAttempt, card: string, what: string) {
  const { gateway } = await paymentService();
  const token = gateway.tokenize({ number: card, expiry: '12/40', cvc: '123' }).token;
  const body = {
    token: tokenOf(account),
    billing_address: BILLING,
    payment_method: 'local_test_card',
    payment_data: [{ key: 'payment_token', value: token }],
  };
  const out = await logged(w, what, () => checkout(w.ctx, a.cartId, parseRequest(CheckoutRequest, body), a.key));
  if (!(out instanceof ApiError)) {
    const o = out as {
      status?: string;
      order_id: number;
      order_key: string;
      payment_result?: { redirect_url?: string };
    };
    if (o.status === 'pending') {
      a.intentId = o.payment_result?.redirect_url?.split('/').pop() ?? null;
      a.order = { id: o.order_id, key: o.order_key };
    }
  }
  return out;
}

/** Pay starts a new attempt (a new idempotency key, as the storefront makes one). */
export async function startCheckout(w: World, account: number, card: keyof typeof CARDS) {
  const a: OpenAttempt = {
    key: `attempt_${randomBytes(10).toString('hex')}`,
    cartId: w.carts[account] ?? '',
    intentId: null,
    order: null,
  };
  w.attempts[account] = a;
  await send(w, account, a, CARDS[card], `${card} checkout by ${account}`);
}

/** A shopper's visit: tickets into the basket, then Pay. */
export async function shop(w: World, account: number, comp: number, quantity: number, card: keyof typeof CARDS) {
  await addToBasket(w, account, comp, quantity);
  await startCheckout(w, account, card);
}

/** The account of the k-th attempt waiting for a bank check (attempts that never reached one are skipped). */
export function challenged(w: World, k: number): number | null {
  const waiting = w.attempts.flatMap((a, i) => (a?.intentId ? [i] : []));
  return waiting.length ? (waiting[k % waiting.length] ?? null) : null;
}

/** The shopper's bank check: passed, failed (wrong code) or closed; then the storefront resumes the order's attempt by its id. */
export async function bankCheck(w: World, account: number, how: 'pass' | 'fail' | 'close') {
  const a = w.attempts[account];
  if (!a?.intentId) return;
  const { gateway } = await paymentService();
  try {
    const code = how === 'pass' ? gateway.challenge(a.intentId).intent.code : how === 'fail' ? '000000' : null;
    gateway.completeChallenge(a.intentId, code);
  } catch {
    /* an unknown intent: nothing to complete */
  }
  const order = a.order;
  if (order)
    await logged(w, `bank check ${how} by ${account}, resumed`, () =>
      resumeCardPayment(w.ctx, account + 1, order.id, order.key),
    );
}

/** A resend of the open attempt (a reload, a double click). */
export async function resend(w: World, account: number) {
  const a = w.attempts[account];
  if (a) await send(w, account, a, CARDS.challenge, `resend by ${account}`);
}

/** Two accounts press Pay at the same moment. */
export async function payTogether(w: World, first: number, second: number) {
  await Promise.all([startCheckout(w, first, 'frictionless'), startCheckout(w, second, 'frictionless')]);
}

export async function startBreak(w: World, account: number) {
  const row = userById(w.ctx.db, account + 1);
  if (row)
    await logged(w, `break for ${account}`, () =>
      saferPlay(w.ctx, row, tokenOf(account), { lockoutPeriod: '24_hours' }),
    );
}

/** Time passes, and the provider's minute sweep runs: closings, draws, reservations past their end. */
export async function advance(w: World, minutes: number) {
  clock.at += minutes * 60_000;
  w.log.push(`+${minutes} min`);
  drawDue(w.ctx);
  await sweepPayments(w.ctx);
}

export async function claim(w: World, account: number) {
  const row = userById(w.ctx.db, account + 1);
  if (!row) return;
  for (const p of claimablePrizes(w.ctx, row).filter((x) => !x.claimed))
    await logged(w, `claim ${p.win_id} by ${account}`, () =>
      claimPrize(w.ctx, row, p.win_id, {
        full_name: 'P Buyer',
        phone: '07700 900000',
        address_1: '1',
        address_2: '',
        city: 'Hull',
        postcode: 'HU1 1AA',
        address: '',
        choice: 'prize',
        publicity_consent: false,
        date_of_birth: '1990-01-01',
        id_document: null,
        notes: '',
      }),
    );
}

const PAID = "('processing', 'completed')";

/** The invariants of api/README.md "Fairness"; throws naming the first that does not hold. */
export async function checkFairness(w: World): Promise<void> {
  const { db } = w.ctx;
  const fail = (what: string, detail: unknown) => {
    throw new Error(`${what}: ${JSON.stringify(detail)}\n  steps:\n  ${w.log.join('\n  ')}`);
  };
  const unpaidTickets = db.all(
    `SELECT t.competition_id, t.ticket_number FROM tickets t LEFT JOIN orders o ON o.id = t.order_id
     WHERE o.id IS NULL OR o.status NOT IN ${PAID}`,
  );
  if (unpaidTickets.length) fail('a ticket number belongs to an unpaid order', unpaidTickets);
  const unpaidWins = db.all(
    `SELECT w.kind, w.competition_id, w.ticket_number FROM wins w WHERE NOT EXISTS (SELECT 1 FROM tickets t
       JOIN orders o ON o.id = t.order_id WHERE t.competition_id = w.competition_id AND t.ticket_number = w.ticket_number
       AND o.status IN ${PAID} AND o.user_id IS w.user_id)`,
  );
  if (unpaidWins.length) fail('a win is not on a paid ticket of its winner', unpaidWins);
  const claimedUnpaid = db.all(
    `SELECT w.id FROM wins w WHERE w.claimed = 1 AND NOT EXISTS (SELECT 1 FROM orders o JOIN tickets t ON t.order_id = o.id
       WHERE t.competition_id = w.competition_id AND t.ticket_number = w.ticket_number AND o.status IN ${PAID})`,
  );
  if (claimedUnpaid.length) fail('a claimed prize has no paid ticket', claimedUnpaid);
  const now = w.ctx.now();
  for (const c of w.comps) {
    const sold = Number(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?', [c.id])?.n);
    const reserved = Number(
      db.get<{ n: number }>(
        `SELECT COALESCE(SUM(l.quantity), 0) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
         JOIN payment_attempts a ON a.order_id = o.id WHERE l.competition_id = ? AND o.status = 'pending'
         AND a.status = 'pending' AND a.expires_ms > ?`,
        [c.id, now],
      )?.n,
    );
    if (sold + reserved > c.total) fail('sold plus reserved is over the total', { comp: c.id, sold, reserved });
    const over = db.all(
      `SELECT user_id, COUNT(*) AS n FROM tickets WHERE competition_id = ? GROUP BY user_id HAVING n > ?`,
      [c.id, c.max],
    );
    if (over.length) fail('an account is over the per-person maximum', { comp: c.id, over });
    const proof = drawProof(w.ctx, c.id);
    if (proof.drawn) {
      if (proof.tickets?.length !== proof.entries) fail('a proof lists more tickets than entries', proof);
      const check = await verifyDraw({
        competitionId: proof.competition_id,
        commitment: proof.commitment,
        seed: proof.seed ?? '',
        tickets: proof.tickets ?? [],
        winningTicket: proof.winning_ticket ?? null,
      });
      if (!check.ok) fail('a published proof does not verify', check.message);
    }
  }
  const spent = Number(
    db.get<{ n: number }>(`SELECT COALESCE(SUM(total), 0) AS n FROM orders WHERE user_id = ? AND status IN ${PAID}`, [
      SPEND_LIMITED + 1,
    ])?.n,
  );
  if (spent > DAILY_LIMIT_PENCE) fail('an account spent past its daily limit', { spent });
  const { gateway } = await paymentService();
  const charged = gateway.charges.slice(w.chargesAtStart).reduce((sum, c) => sum + c.amount, 0);
  const paid = Number(
    db.get<{ n: number }>(`SELECT COALESCE(SUM(total), 0) AS n FROM orders WHERE status IN ${PAID}`)?.n,
  );
  if (charged !== paid) fail('the money charged is not the sum of paid orders', { charged, paid });
}
