// The bodies the payment service reads, as valibot schemas (its own, in Stripe's words: this service
// shares no code with the shop it stands in for). Text may come as numbers; a body that is not a
// JSON object, or a field of the wrong kind, is refused with one message.
import * as v from 'valibot';

/** A text field: '' when left out, a number taken as its digits. */
const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((value) => String(value ?? '')),
);
/** A text field the caller may leave out (then undefined). */
const maybeText = v.pipe(
  v.optional(v.union([v.string(), v.number()])),
  v.transform((value) => (value === undefined ? undefined : String(value))),
);
const body = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => !!value && typeof value === 'object' && !Array.isArray(value),
      'Body must be a JSON object.',
    ),
    v.object(entries),
  );

/** What the hosted card fields send: never stored, only turned into a single-use token. */
export const TokenizeBody = body({ number: text, expiry: text, cvc: text });
/** What the challenge page sends: the one-time code, or null when the shopper cancels. */
export const ChallengeCodeBody = body({
  code: v.pipe(
    v.optional(v.unknown()),
    v.transform((code) => (typeof code === 'string' ? code : null)),
  ),
});
/** Stripe's PaymentIntent create-and-confirm, with the shop's idempotency key. */
export const PaymentIntentBody = v.pipe(
  body({
    idempotency_key: v.pipe(text, v.nonEmpty('idempotency_key is required.')),
    capture_method: v.pipe(
      v.optional(v.unknown()),
      v.transform((method) => (method === 'manual' ? 'manual' : 'automatic')),
    ),
    /** Unix seconds: when an unanswered bank check lapses (Stripe has none; see service.ts). */
    expires_at: v.optional(v.number('expires_at must be a number of seconds.')),
    token: maybeText,
    payment_method: maybeText,
    customer: maybeText,
    setup_future_usage: v.optional(v.unknown()),
    amount: v.optional(v.unknown()),
    currency: text,
    description: text,
  }),
  v.transform((b) => ({
    idempotencyKey: b.idempotency_key,
    captureMethod: b.capture_method,
    expiresAt: b.expires_at === undefined ? undefined : b.expires_at * 1000,
    token: b.token,
    paymentMethod: b.payment_method,
    customer: b.customer,
    saveCard: b.setup_future_usage === 'on_session',
    amount: Number(b.amount),
    currency: b.currency,
    description: b.description,
  })),
);
export const DetachBody = body({ customer: text });
