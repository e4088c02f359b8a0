// The adapter for the local payment service (gateway/), spoken to server to server with its
// secret key, as a shop speaks to Stripe's API.
import { type PaymentAdapter, PaymentRefused, PaymentUnavailable } from './adapter';
import type { ConfirmRequest, PaymentOutcome } from './contract';
import type { Intent } from './gateway/service';

const TIMEOUT_MS = 10_000;

export function localAdapter(baseUrl: string, secretKey: string): PaymentAdapter {
  const call = async (path: string, body?: unknown): Promise<PaymentOutcome> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentUnavailable(`The payment service did not answer: ${(error as Error).message}`);
    }
    const intent = (await response.json().catch(() => null)) as (Intent & { error?: string }) | null;
    if (response.status >= 400 && response.status < 500)
      throw new PaymentRefused(intent?.error ?? `The payment service refused the call (${response.status}).`);
    if (!response.ok || typeof intent?.id !== 'string')
      throw new PaymentUnavailable(`The payment service answered ${response.status}.`);
    return outcomeOf(intent);
  };
  return {
    title: 'Card',
    confirm: (request: ConfirmRequest) =>
      call('/v1/payment_intents', {
        token: request.token,
        amount: request.amountPence,
        currency: request.currency,
        idempotency_key: request.idempotencyKey,
        description: request.description,
        capture_method: 'manual',
        // Whole seconds, rounded down: the bank check never outlives the reservation.
        expires_at: Math.floor(request.expiresAtMs / 1000),
      }),
    retrieve: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}`),
    capture: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}/capture`, {}),
    cancel: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`, {}),
  };
}

export function outcomeOf(intent: Intent): PaymentOutcome {
  const base = { intentId: intent.id, last4: intent.last4 };
  if (intent.status === 'succeeded') return { ...base, status: 'succeeded' };
  if (intent.status === 'requires_capture') return { ...base, status: 'authorized' };
  if (intent.status === 'requires_action') return { ...base, status: 'requires_action', actionUrl: intent.next_action };
  return { ...base, status: 'failed', message: intent.error ?? 'The payment did not go through.' };
}
