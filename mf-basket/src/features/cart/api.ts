import { type ApiResult, callProvider, readText, writeText } from '@shop/provider-client';
import { type CallName, type CallPayload, type CallResponse, STORAGE_KEYS } from '@shop/shared';

// The Store API edge: every cart call carries the Cart-Token, writes also the store nonce, and
// every response's tokens are kept, so the basket survives reloads and follows the visitor.

/** Requirements §9: the store nonce is refreshed after 11 hours. */
export const NONCE_MAX_AGE_MS = 11 * 60 * 60 * 1000;

export function storedNonce(now = Date.now()): string | null {
  const nonce = readText(STORAGE_KEYS.NONCE);
  const stamp = Number(readText(STORAGE_KEYS.NONCE_TIMESTAMP));
  if (!nonce || !Number.isFinite(stamp) || stamp <= 0) return null;
  return now - stamp >= NONCE_MAX_AGE_MS ? null : nonce;
}

function cartHeaders(withNonce: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const cartToken = readText(STORAGE_KEYS.CART_HEADER);
  if (cartToken) headers['Cart-Token'] = cartToken;
  const nonce = withNonce ? readText(STORAGE_KEYS.NONCE) : null;
  if (nonce) headers.Nonce = nonce;
  return headers;
}

function keepTokens(result: ApiResult<unknown>, now: number, keepNonce: boolean): void {
  if (!result.ok) return;
  const body = result.data as { cart_header?: unknown } | null;
  const cartToken =
    result.headers['cart-token'] ?? (typeof body?.cart_header === 'string' ? body.cart_header : undefined);
  if (cartToken) writeText(STORAGE_KEYS.CART_HEADER, cartToken);
  const nonce = result.headers.nonce;
  if (keepNonce && nonce) {
    writeText(STORAGE_KEYS.NONCE, nonce);
    writeText(STORAGE_KEYS.NONCE_TIMESTAMP, String(now));
  }
}

async function storeCall<K extends CallName>(
  name: K,
  payload: CallPayload<K> | undefined,
  write: boolean,
): Promise<CallResponse<K>> {
  const result = await callProvider(name, payload, { headers: cartHeaders(write) });
  keepTokens(result, Date.now(), name === 'cart');
  if (!result.ok) throw result.error;
  return result.data;
}

/** GET cart: the whole cart, and the fresh nonce from its headers. */
export const readCart = () => storeCall('cart', undefined, false);

/** A stale or missing nonce is fetched again before a write (requirements §4). */
export async function ensureNonce(now = Date.now()): Promise<void> {
  if (storedNonce(now)) return;
  await readCart();
}

export const readItems = async () => {
  await ensureNonce();
  return storeCall('cartItems', undefined, true);
};

export async function addItem(payload: { id: number; quantity: number; token?: string; answer?: string }) {
  await ensureNonce();
  const nonce = readText(STORAGE_KEYS.NONCE) ?? undefined;
  const cartHeader = readText(STORAGE_KEYS.CART_HEADER) ?? undefined;
  return storeCall('cartAddItem', { ...payload, nonce, cart_header: cartHeader }, true);
}

export async function updateItem(payload: { key: string; quantity: number; token?: string }) {
  await ensureNonce();
  return storeCall('cartUpdateItem', payload, true);
}

export async function removeItem(key: string) {
  await ensureNonce();
  return storeCall('cartRemoveItem', { key }, true);
}

export async function emptyCart() {
  await ensureNonce();
  return storeCall('cartEmpty', {}, true);
}

export async function applyCoupon(code: string) {
  await ensureNonce();
  return storeCall('cartApplyCoupon', { code }, true);
}

export async function removeCoupon(code: string) {
  await ensureNonce();
  return storeCall('cartRemoveCoupon', { code }, true);
}

/** Signing in: the basket becomes the account's, merged with its saved basket (api/README.md). */
export async function claimCart(token: string) {
  await ensureNonce();
  return storeCall('cartClaim', { token }, true);
}

/** Tickets the signed-in user already bought (requirements §5: they count against the maximum). */
export async function readPurchased(token: string) {
  const result = await callProvider('get_purchased_competition', { token });
  if (!result.ok) throw result.error;
  if (!result.data.success) throw new Error(result.data.error);
  return result.data.data;
}
