import type { Coupon } from '@shop/shared';

/** Requirements §2: a coupon without a description is labelled Coupon. */
export const couponLabel = (coupon: Pick<Coupon, 'description'>): string => coupon.description?.trim() || 'Coupon';

/** Percentage coupons come as a bare number; fixed ones as pounds. */
export function couponAmount(coupon: Coupon): string {
  // A coupon the host sent without an amount shows none.
  if (coupon.amount === '') return '';
  if (coupon.discount_type === 'percent') return `${coupon.amount}%`;
  const value = Number(coupon.amount);
  return Number.isFinite(value) ? `£${value.toFixed(2)}` : coupon.amount;
}

/** Copies the code; a refused clipboard is only logged (requirements §8). */
export async function copyCouponCode(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
    return true;
  } catch (error) {
    console.error('[coupons] clipboard copy failed', error);
    return false;
  }
}
