// The local payment service's state (in memory, as a real provider's is its own): single-use
// tokens, payment intents keyed by the caller's idempotency key, 3-D Secure codes and charges.
// Shaped like Stripe's PaymentIntents with `capture_method: 'manual'`: a confirmed card is only
// authorized (`requires_capture`); money moves at capture, and a cancel voids the authorization
// (api/README.md "Payments", "Fairness").
import { randomBytes, randomInt } from 'node:crypto';
import { HOLD_MINUTES, HOLD_MS } from '../contract';
import { type CardBehaviour, type CardFields, cardProblems, DECLINE_MESSAGES, TEST_CARDS } from './cards';

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

interface IntentState extends Intent {
  behaviour: CardBehaviour;
  code: string;
  /** When an unanswered bank check lapses (the caller's reservation ends at the same moment). */
  expiresAt: number;
  description: string;
}

export interface ConfirmInput {
  token: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
  captureMethod?: 'automatic' | 'manual';
  /** Epoch ms; default HOLD_MINUTES from now. */
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

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export class LocalGateway {
  private tokens = new Map<string, { behaviour: CardBehaviour; last4: string; used: boolean; createdAt: number }>();
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
    const token = id('tok');
    const last4 = digits.slice(-4);
    this.tokens.set(token, {
      behaviour: TEST_CARDS[digits] as CardBehaviour,
      last4,
      used: false,
      createdAt: this.now(),
    });
    return { token, last4 };
  }

  /** Creates and confirms a payment; the same idempotency key gives back the same intent. */
  confirm(input: ConfirmInput) {
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return this.retrieve(known);
    const card = this.tokens.get(input.token);
    if (!card || card.used || this.now() - card.createdAt > HOLD_MS)
      throw new GatewayError(400, 'This payment token is unknown, used or expired.');
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new GatewayError(400, 'Amount must be positive pence.');
    const expiresAt = input.expiresAt ?? this.now() + HOLD_MS;
    if (!Number.isFinite(expiresAt) || expiresAt <= this.now())
      throw new GatewayError(400, 'expires_at must be in the future.');
    card.used = true;
    const intent: IntentState = {
      id: id('pi'),
      amount: input.amount,
      currency: input.currency,
      status: 'requires_capture',
      capture_method: input.captureMethod ?? 'automatic',
      last4: card.last4,
      behaviour: card.behaviour,
      code: String(randomInt(100_000, 1_000_000)),
      expiresAt,
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

  /** The shopper's answer to the challenge: the right code charges, a wrong one fails the payment. */
  answer(intentId: string, code: string | null): Intent {
    const intent = this.state(intentId);
    if (intent.status !== 'requires_action') return this.view(intent);
    if (code === null) this.fail(intent, 'You cancelled the bank check. No payment was taken.', 'canceled');
    else if (code.trim() === intent.code) this.authorize(intent);
    else this.fail(intent, DECLINE_MESSAGES.challenge_failed);
    return this.view(intent);
  }

  /** Takes the authorized amount (Stripe: capture); a captured intent answers as it is. */
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
        `The bank check was not finished within ${HOLD_MINUTES} minutes. No payment was taken.`,
        'canceled',
      );
    return intent;
  }

  /** The bank said yes: manual capture waits for the shop; automatic takes the money now. */
  private authorize(intent: IntentState): void {
    intent.next_action = undefined;
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
