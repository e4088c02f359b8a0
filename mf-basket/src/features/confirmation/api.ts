import { callProvider, type OrderConfirmation } from '@shop/shared';

/** The placed order with its ticket numbers and instant wins (order_confirmation). */
export async function readConfirmation(token: string, orderId: number, orderKey: string): Promise<OrderConfirmation> {
  const result = await callProvider('order_confirmation', { token, order_id: orderId, order_key: orderKey });
  if (!result.ok) throw result.error;
  if (!result.data.success) throw new Error(result.data.error);
  return result.data.data;
}

export const confirmationKey = (orderId: number, orderKey: string) => `basket/confirmation/${orderId}/${orderKey}`;
