// The Store API checkout response (api/README.md "Checkout"; docs/adr/004-provider-stand-in.md), for a paid or a pending order.
import type { Ctx } from '../context';
import type { PlacedOrder } from './place-order';

/** What the response repeats from the checkout request (kept with a held order until it is paid). */
export interface OrderResponseBase {
  customer_id: number;
  customer_note: string;
  billing_address: Record<string, string>;
  shipping_address: Record<string, string>;
  payment_method: string;
}

export function paidOrderResponse(ctx: Ctx, placed: PlacedOrder, base: OrderResponseBase, transactionId: string) {
  return {
    order_id: placed.orderId,
    status: 'processing',
    order_key: placed.orderKey,
    order_number: String(placed.orderId),
    ...base,
    payment_result: {
      payment_status: 'success',
      payment_details: [{ key: 'transaction_id', value: transactionId }],
      redirect_url: `${ctx.storefrontUrl}/confirmation?order_id=${placed.orderId}&key=${placed.orderKey}`,
    },
    // Extras for the confirmation page (the Store API itself does not send these):
    total: String(placed.total),
    lines: placed.lines,
    instant_wins: placed.hits.map(({ winner_public_name: _n, ...h }) => h),
    points_earned: placed.pointsEarned,
  };
}

/** A card payment waiting for the shopper's bank (3-D Secure): the order is reserved, not paid; no tickets yet. */
export function pendingOrderResponse(
  placed: PlacedOrder,
  base: OrderResponseBase,
  intentId: string,
  challengeUrl: string,
) {
  return {
    order_id: placed.orderId,
    status: 'pending',
    order_key: placed.orderKey,
    order_number: String(placed.orderId),
    ...base,
    payment_result: {
      payment_status: 'pending',
      payment_details: [{ key: 'payment_intent', value: intentId }],
      redirect_url: challengeUrl,
    },
    total: String(placed.total),
  };
}
