import { callProvider, readText } from '@shop/provider-client';
import { type CallPayload, STORAGE_KEYS } from '@shop/shared';

/** The amounts before Pay for this basket (its Cart-Token) and account, worked out by the shop. */
export async function readTender(payload: CallPayload<'checkoutTender'>) {
  const cartToken = readText(STORAGE_KEYS.CART_HEADER);
  const result = await callProvider('checkoutTender', payload, {
    headers: cartToken ? { 'Cart-Token': cartToken } : {},
  });
  if (!result.ok) throw result.error;
  return result.data;
}
