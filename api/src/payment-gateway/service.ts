// The local payment service's state (in memory, as a real provider's is its own): single-use
// tokens, payment intents keyed by the caller's idempotency key, 3-D Secure codes and charges.
// Shaped like Stripe's PaymentIntents with `capture_method: 'manual'`: a confirmed card is only
// authorized (`requires_capture`); money moves at capture, and a cancel voids the authorization
// (api/README.md "Payments", "Fairness").
import { randomBytes, randomInt } from 'node:crypto';
import {
  brandOf,
  type CardBehaviour,
  type CardBrand,
  type CardFields,
  cardProblems,
  DECLINE_MESSAGES,
  TEST_CARDS,
} from './cards';

export interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_action' | 'requires_capture' | 'succeeded' | 'failed' | 'canceled';
  capture_method: 'automatic' | 'manual';
  last4: string;
  next_action?: string;
  error?: string;
}

/** A card as a customer keeps it (Stripe: a PaymentMethod of type card). */
export interface PaymentMethod {
  id: string;
  customer: string | null;
  card: { brand: CardBrand; last4: string; exp_month: number; exp_year: number; wallet: 'local_pay' | null };
}

/** What a single-use token stands for until it is used. */
interface CardOnFile {
  behaviour: CardBehaviour;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  wallet: 'local_pay' | null;
}

interface IntentState extends Intent {
  behaviour: CardBehaviour;
  /** Attach the card to this customer once the bank says yes (Stripe: setup_future_usage). */
  saveTo: string | null;
  card: CardOnFile;
  code: string;
  /** When an unanswered bank check lapses (the caller's reservation ends at the same moment). */
  expiresAt: number;
  /** Its life in whole minutes, as the lapse is explained to the shopper. */
  lifeMinutes: number;
  description: string;
}

export interface ConfirmInput {
  /** A single-use token from the card fields or the wallet, or… */
  token?: string;
  /** …a saved card of `customer` (Stripe: payment_method). */
  paymentMethod?: string;
  customer?: string;
  /** Keep the token's card for `customer` (Stripe: setup_future_usage 'on_session'). */
  saveCard?: boolean;
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
  captureMethod?: 'automatic' | 'manual';
  /** Epoch ms; default DEFAULT_LIFE_MS from now. */
  expiresAt?: number;
}

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * How long a card token and an unanswered bank check last when the caller names no end (the shop
 * sends its reservation's end with each payment: api/README.md "Fairness").
 */
const DEFAULT_LIFE_MS = 10 * 60_000;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export class LocalGateway {
  private tokens = new Map<string, CardOnFile & { used: boolean; createdAt: number }>();
  private customers = new Set<string>();
  private methods = new Map<string, PaymentMethod & { behaviour: CardBehaviour }>();
  private intents = new Map<string, IntentState>();
  private byKey = new Map<string, string>();
  /** Every charge taken, i.e. money moved (tests count them: one attempt, one charge). */
  readonly charges: { intentId: string; amount: number }[] = [];
  /** Authorizations voided by a cancel: held on the card, never taken. */
  readonly voids: { intentId: string; amount: number }[] = [];
  /** Set once the service listens: where the challenge pages are. */
  publicUrl = '';

  constructor(private readonly now: () => number) {}

  tokenize(fields: CardFields): { token: string; last4: string } {
    const problems = cardProblems(fields, this.now());
    if (Object.keys(problems).length > 0) throw new GatewayError(400, 'Please check the card details.', problems);
    const digits = fields.number.replace(/[\s-]/g, '');
    const [, mm, yy] = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(fields.expiry.trim()) ?? [];
    return this.mint({
      behaviour: TEST_CARDS[digits] as CardBehaviour,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: Number(mm),
      expYear: 2000 + Number(yy),
      wallet: null,
    });
  }

  /**
   * The express wallet's token (Apple Pay / Google Pay through Stripe's Payment Request Button): the
   * device authenticates the shopper, so its card pays without a bank check.
   */
  walletToken(): { token: string; last4: string; brand: CardBrand } {
    const year = new Date(this.now()).getUTCFullYear() + 3;
    return this.mint({
      behaviour: 'frictionless',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: year,
      wallet: 'local_pay',
    });
  }

  private mint(card: CardOnFile): { token: string; last4: string; brand: CardBrand } {
    const token = id('tok');
    this.tokens.set(token, { ...card, used: false, createdAt: this.now() });
    return { token, last4: card.last4, brand: card.brand };
  }

  createCustomer(): { id: string } {
    const customer = id('cus');
    this.customers.add(customer);
    return { id: customer };
  }

  /** A customer's saved cards, newest first (Stripe: GET /v1/customers/:id/payment_methods). */
  paymentMethods(customer: string): { data: PaymentMethod[] } {
    if (!this.customers.has(customer)) throw new GatewayError(404, 'No such customer.');
    const data = [...this.methods.values()]
      .filter((m) => m.customer === customer)
      .reverse()
      .map(({ behaviour: _b, ...m }) => m);
    return { data };
  }

  /** Forgets a saved card (Stripe: POST /v1/payment_methods/:id/detach). */
  detach(methodId: string, customer: string): PaymentMethod {
    const m = this.methods.get(methodId);
    if (!m || m.customer !== customer) throw new GatewayError(404, 'No such payment method.');
    this.methods.delete(methodId);
    const { behaviour: _b, ...view } = m;
    return { ...view, customer: null };
  }

  /** The card an intent pays with: a fresh token's, or a saved one of the customer. */
  private cardFor(input: ConfirmInput): CardOnFile {
    if (input.paymentMethod) {
      const m = this.methods.get(input.paymentMethod);
      if (!m || !input.customer || m.customer !== input.customer)
        throw new GatewayError(400, "This saved card is not one of this customer's.");
      return {
        behaviour: m.behaviour,
        brand: m.card.brand,
        last4: m.card.last4,
        expMonth: m.card.exp_month,
        expYear: m.card.exp_year,
        wallet: m.card.wallet,
      };
    }
    const card = this.tokens.get(input.token ?? '');
    if (!card || card.used || this.now() - card.createdAt > DEFAULT_LIFE_MS)
      throw new GatewayError(400, 'This payment token is unknown, used or expired.');
    card.used = true;
    return card;
  }

  /** Creates and confirms a payment; the same idempotency key gives back the same intent. */
  confirm(input: ConfirmInput) {
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return this.retrieve(known);
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new GatewayError(400, 'Amount must be positive pence.');
    const expiresAt = input.expiresAt ?? this.now() + DEFAULT_LIFE_MS;
    if (!Number.isFinite(expiresAt) || expiresAt <= this.now())
      throw new GatewayError(400, 'expires_at must be in the future.');
    if (input.customer && !this.customers.has(input.customer)) throw new GatewayError(400, 'No such customer.');
    const card = this.cardFor(input);
    const intent: IntentState = {
      id: id('pi'),
      amount: input.amount,
      currency: input.currency,
      status: 'requires_capture',
      capture_method: input.captureMethod ?? 'automatic',
      last4: card.last4,
      behaviour: card.behaviour,
      saveTo: input.saveCard && !input.paymentMethod ? (input.customer ?? null) : null,
      card,
      code: String(randomInt(100_000, 1_000_000)),
      expiresAt,
      lifeMinutes: Math.round((expiresAt - this.now()) / 60_000),
      description: input.description,
    };
    this.intents.set(intent.id, intent);
    this.byKey.set(input.idempotencyKey, intent.id);
    if (card.behaviour === 'challenge') {
      intent.status = 'requires_action';
      intent.next_action = `${this.publicUrl}/challenge/${intent.id}`;
    } else if (card.behaviour === 'frictionless') this.authorize(intent);
    else this.fail(intent, DECLINE_MESSAGES[card.behaviour]);
    return this.view(intent);
  }

  retrieve(intentId: string): Intent {
    return this.view(this.state(intentId));
  }

  /** What the challenge page shows: the amount and the one-time code "sent" to the shopper. */
  challenge(intentId: string): { intent: IntentState; open: boolean } {
    const intent = this.state(intentId);
    return { intent, open: intent.status === 'requires_action' };
  }

  /** The code the shopper typed on the challenge page: the right one charges, a wrong one fails the payment. */
  completeChallenge(intentId: string, code: string | null): Intent {
    const intent = this.state(intentId);
    if (intent.status !== 'requires_action') return this.view(intent);
    if (code === null) this.fail(intent, 'You cancelled the bank check. No payment was taken.', 'canceled');
    else if (code.trim() === intent.code) this.authorize(intent);
    else this.fail(intent, DECLINE_MESSAGES.challenge_failed);
    return this.view(intent);
  }

  /** Takes the authorized amount (Stripe: capture); a captured intent is returned as it is. */
  capture(intentId: string): Intent {
    const intent = this.state(intentId);
    if (intent.status === 'requires_capture') this.charge(intent);
    else if (intent.status !== 'succeeded')
      throw new GatewayError(400, `This payment cannot be captured: it is ${intent.status}.`);
    return this.view(intent);
  }

  /** Voids an open bank check or an authorization (Stripe: cancel); a captured payment cannot be. */
  cancel(intentId: string): Intent {
    const intent = this.state(intentId);
    if (intent.status === 'succeeded') throw new GatewayError(400, 'A captured payment cannot be cancelled.');
    if (intent.status === 'requires_capture') this.voids.push({ intentId: intent.id, amount: intent.amount });
    if (intent.status === 'requires_action' || intent.status === 'requires_capture')
      this.fail(intent, 'The shop cancelled this payment. No payment was taken.', 'canceled');
    return this.view(intent);
  }

  private state(intentId: string): IntentState {
    const intent = this.intents.get(intentId);
    if (!intent) throw new GatewayError(404, 'No such payment.');
    // An unanswered challenge lapses with the shop's reservation: it can never be paid after its tickets went back.
    if (intent.status === 'requires_action' && this.now() >= intent.expiresAt)
      this.fail(
        intent,
        `The bank check was not finished within ${intent.lifeMinutes} minutes. No payment was taken.`,
        'canceled',
      );
    return intent;
  }

  /** The bank said yes: manual capture waits for the shop; automatic takes the money now. */
  private authorize(intent: IntentState): void {
    intent.next_action = undefined;
    if (intent.saveTo) {
      const { behaviour, brand, last4, expMonth, expYear, wallet } = intent.card;
      const card = { brand, last4, exp_month: expMonth, exp_year: expYear, wallet };
      // The same card saved again replaces the earlier copy (Stripe tells them apart by fingerprint).
      for (const [key, m] of this.methods)
        if (m.customer === intent.saveTo && JSON.stringify(m.card) === JSON.stringify(card)) this.methods.delete(key);
      const pm = id('pm');
      this.methods.set(pm, { id: pm, customer: intent.saveTo, card, behaviour });
      intent.saveTo = null;
    }
    if (intent.capture_method === 'manual') intent.status = 'requires_capture';
    else this.charge(intent);
  }

  private charge(intent: IntentState): void {
    intent.status = 'succeeded';
    intent.next_action = undefined;
    this.charges.push({ intentId: intent.id, amount: intent.amount });
  }

  private fail(intent: IntentState, message: string, status: 'failed' | 'canceled' = 'failed'): void {
    intent.status = status;
    intent.next_action = undefined;
    intent.error = message;
  }

  private view(intent: IntentState): Intent {
    const { id: intentId, amount, currency, status, capture_method, last4, next_action, error } = intent;
    return { id: intentId, amount, currency, status, capture_method, last4, next_action, error };
  }
}
