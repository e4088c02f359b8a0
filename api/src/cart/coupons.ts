// Coupon rules in the manner of WooCommerce's (README "Coupons"): owner, expiry, total and per-user
// uses, minimum spend. Every refusal gives one message, so no response tells "does not exist" from
// "not yours" or "used up".
import { ApiError, type Ctx } from '../context';
import { iso, num } from '../util';
import { type CouponRow, couponByCode, couponUses, insertCouponUse } from './repository';

export const COUPON_REFUSED = 'This coupon cannot be used.';
const COUPON_ERROR = 'woocommerce_rest_cart_coupon_error';

/**
 * Whether the coupon may be used now by this user on a cart of this subtotal (pence). Without a
 * user (a visitor's cart) a personal coupon is refused and the per-user count waits for checkout.
 */
export function couponUsable(ctx: Ctx, c: CouponRow, userId: number | null, subtotal: number): boolean {
  if (c.user_id !== null && c.user_id !== userId) return false;
  if (c.expires_at && Date.parse(c.expires_at) <= ctx.now()) return false;
  if (subtotal < num(c.minimum_amount)) return false;
  if (c.usage_limit !== null && couponUses(ctx.db, c.code) >= num(c.usage_limit)) return false;
  if (
    c.usage_limit_per_user !== null &&
    userId !== null &&
    couponUses(ctx.db, c.code, userId) >= num(c.usage_limit_per_user)
  )
    return false;
  return true;
}

export const findCoupon = (ctx: Ctx, code: string): CouponRow | undefined => couponByCode(ctx.db, code.trim());

/** The coupon, or the one refusal: 400 at apply-coupon, 409 at checkout (the cart is kept). */
export function requireUsableCoupon(
  ctx: Ctx,
  code: string,
  userId: number | null,
  subtotal: number,
  status: 400 | 409,
): CouponRow {
  const coupon = findCoupon(ctx, code);
  if (!coupon || !couponUsable(ctx, coupon, userId, subtotal)) throw new ApiError(status, COUPON_ERROR, COUPON_REFUSED);
  return coupon;
}

/** Counts a use; called inside the checkout transaction, right after the check, so racing orders cannot share one. */
export function recordCouponUse(ctx: Ctx, code: string, userId: number, orderId: number): void {
  insertCouponUse(ctx.db, code, userId, orderId, iso(ctx.now()));
}

/** Pence off a subtotal (never more than the subtotal). */
export function couponDiscount(coupon: Pick<CouponRow, 'kind' | 'amount'>, subtotal: number): number {
  const d = coupon.kind === 'percent' ? Math.round((subtotal * num(coupon.amount)) / 100) : num(coupon.amount);
  return Math.min(d, subtotal);
}
