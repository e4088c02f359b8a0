// The adapter for the local payment service (../payment-gateway/), spoken to server to server with
// its secret key, as a shop speaks to Stripe's API: the two meet only over HTTP.

import { type PaymentAdapter, PaymentRefused, PaymentUnavailable } from './adapter';
import type { ConfirmRequest, PaymentOutcome, SavedCard } from './contract';

const TIMEOUT_MS = 10_000;

/** The part of a PaymentIntent (Stripe's shape) the shop reads. */
interface PaymentIntent {
  id: string;
  status: 'requires_action' | 'requires_capture' | 'succeeded' | 'failed' | 'canceled';
  last4: string;
  next_action?: string;
  error?: string;
}

/** `send` reaches the service: `fetch` over its socket, or its app in-process (PaymentService.fetch). */
export function localAdapter(
  baseUrl: string,
  secretKey: string,
  send: (url: string, init?: RequestInit) => Promise<Response> = fetch,
): PaymentAdapter {
  const request = async <T>(path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentUnavailable(`The payment service did not answer: ${(error as Error).message}`);
    }
    const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
    if (response.status >= 400 && response.status < 500)
      throw new PaymentRefused(data?.error ?? `The payment service refused the call (${response.status}).`);
    if (!response.ok || !data) throw new PaymentUnavailable(`The payment service answered ${response.status}.`);
    return data;
  };
  const call = async (path: string, body?: unknown): Promise<PaymentOutcome> => {
    const intent = await request<PaymentIntent>(path, body);
    if (typeof intent.id !== 'string') throw new PaymentUnavailable('The payment service answered nonsense.');
    return outcomeOf(intent);
  };
  return {
    title: 'Card',
    confirm: (confirm: ConfirmRequest) =>
      call('/v1/payment_intents', {
        token: confirm.token,
        payment_method: confirm.paymentMethod,
        customer: confirm.customer,
        ...(confirm.saveCard ? { setup_future_usage: 'on_session' } : {}),
        amount: confirm.amountPence,
        currency: confirm.currency,
        idempotency_key: confirm.idempotencyKey,
        description: confirm.description,
        capture_method: 'manual',
        // Whole seconds, rounded down: the bank check never outlives the reservation.
        expires_at: Math.floor(confirm.expiresAtMs / 1000),
      }),
    retrieve: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}`),
    capture: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}/capture`, {}),
    cancel: (intentId: string) => call(`/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`, {}),
    createCustomer: async () => (await request<{ id: string }>('/v1/customers', {})).id,
    savedCards: async (customer: string) => {
      try {
        const list = await request<{ data: { id: string; card: Omit<SavedCard, 'id'> }[] }>(
          `/v1/customers/${encodeURIComponent(customer)}/payment_methods`,
        );
        return list.data.map((m) => ({ id: m.id, ...m.card }));
      } catch (error) {
        // A customer the service no longer knows (its state is in memory) simply has no cards.
        if (error instanceof PaymentRefused) return [];
        throw error;
      }
    },
    forgetCard: async (customer: string, id: string) => {
      await request(`/v1/payment_methods/${encodeURIComponent(id)}/detach`, { customer });
    },
  };
}

export function outcomeOf(intent: PaymentIntent): PaymentOutcome {
  const base = { intentId: intent.id, last4: intent.last4 };
  if (intent.status === 'succeeded') return { ...base, status: 'succeeded' };
  if (intent.status === 'requires_capture') return { ...base, status: 'authorized' };
  if (intent.status === 'requires_action') return { ...base, status: 'requires_action', actionUrl: intent.next_action };
  return { ...base, status: 'failed', message: intent.error ?? 'The payment did not go through.' };
}
