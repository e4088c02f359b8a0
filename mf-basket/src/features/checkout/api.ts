import { callProvider, readText } from '@shop/provider-client';
import { type CallPayload, STORAGE_KEYS, type UserDetails } from '@shop/shared';

// Checkout calls. The checkout is a Store API write, so it carries the basket's Cart-Token and
// nonce like every other cart call.

export async function readUserDetails(token: string): Promise<UserDetails> {
  const result = await callProvider('get_user_details', { token });
  if (!result.ok) throw result.error;
  if (!result.data.success) throw new Error(result.data.error);
  return result.data.data;
}

/** A saved profile; the user as saved when the host sends it back (requirements §7: data). */
export type ProfileResponse = { ok: true; user: UserDetails | undefined } | { ok: false; message: string };

/** Requirements §8: success false → its error or 'Failed to update user details.'; a failed request → the server's error or 'An error occurred.'. */
export async function updateProfile(payload: CallPayload<'updateProfile'>): Promise<ProfileResponse> {
  const result = await callProvider('updateProfile', payload);
  if (!result.ok) {
    const body = result.error.body as { error?: unknown } | undefined;
    return { ok: false, message: typeof body?.error === 'string' && body.error ? body.error : 'An error occurred.' };
  }
  if (!result.data.success) return { ok: false, message: result.data.error || 'Failed to update user details.' };
  return { ok: true, user: result.data.data };
}

/** The basket's Cart-Token and nonce: the checkout calls are Store API writes. */
function storeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const cartToken = readText(STORAGE_KEYS.CART_HEADER);
  const nonce = readText(STORAGE_KEYS.NONCE);
  if (cartToken) headers['Cart-Token'] = cartToken;
  if (nonce) headers.Nonce = nonce;
  return headers;
}

/** The checkout, sent with its attempt's idempotency key (a resend of the attempt pays once). */
export async function placeOrder({ payload, key }: { payload: CallPayload<'checkout'>; key: string }) {
  const headers = { ...storeHeaders(), 'Idempotency-Key': key };
  const result = await callProvider('checkout', payload, { headers, timeoutMs: 30_000 });
  if (!result.ok) throw result.error;
  return result.data;
}

/** After the bank's check: the order's attempt carries on, named by the order (api/README.md "Payments"). */
export async function resumeOrder(payload: CallPayload<'checkoutOrder'>) {
  const result = await callProvider('checkoutOrder', payload, { headers: storeHeaders(), timeoutMs: 30_000 });
  if (!result.ok) throw result.error;
  return result.data;
}
