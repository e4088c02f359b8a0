// Cart rules: binding a signed-in user, the skill question, ticket limits, coupons (api/README.md "Cart").
import { randomBytes } from 'node:crypto';
import { type UserRow, userById } from '../auth/repository';
import { userForToken } from '../auth/sessions';
import { limitProblem } from '../catalog/competitions';
import { type CompRow, getComp, getCompByProduct, purchasedCount, setting } from '../catalog/repository';
import { ApiError, type Ctx } from '../context';
import { minutes, RATE_RULES } from '../ratelimit';
import type { StoreCart } from '../types';
import { iso, num, ukDateTime } from '../util';
import { requireUsableCoupon } from './coupons';
import {
  addToItem,
  countWrongAnswer,
  deleteItem,
  ensureCart,
  insertItem,
  itemsOf,
  loadCart,
  setCartUser,
  setCoupon,
  setItemQuantity,
  wrongAnswers,
} from './repository';
import { cartView } from './view';

const INVALID_KEY = (): ApiError => new ApiError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');

/**
 * A basket bound to one account is never used by another (api/README.md "Fairness"): its Cart-Token
 * alone does not hand it over, whichever Store API call names the other account.
 */
export function requireCartOf(ctx: Ctx, cartId: string, userId: number): void {
  const owner = loadCart(ctx.db, cartId).user_id;
  if (owner && owner !== userId)
    throw new ApiError(403, 'shop_cart_not_yours', 'This basket belongs to another account; it was not changed.');
}

/** The cart's user: the one of `token` (then bound to the cart), or the one bound before. */
function bindUser(ctx: Ctx, cartId: string, token: string | undefined): UserRow | undefined {
  if (!token) {
    const cart = loadCart(ctx.db, cartId);
    return cart.user_id ? userById(ctx.db, cart.user_id) : undefined;
  }
  const user = userForToken(ctx, token);
  if (!user)
    throw new ApiError(
      401,
      'shop_invalid_token',
      'Your session has expired or the token is invalid. Please sign in again.',
    );
  requireCartOf(ctx, cartId, user.id);
  ensureCart(ctx.db, cartId, iso(ctx.now()));
  setCartUser(ctx.db, cartId, user.id);
  return user;
}

/** Wrong answers one shopper may give a competition's question in a UK day (site setting `site.skill_attempts_per_day`). */
export const DEFAULT_SKILL_TRIES = 3;
const triesPerDay = (ctx: Ctx): number =>
  Math.max(
    1,
    num(setting<{ skill_attempts_per_day?: number }>(ctx.db, 'site', {}).skill_attempts_per_day ?? DEFAULT_SKILL_TRIES),
  );

/**
 * The skill question: a missing or wrong answer is refused. Wrong answers are counted per shopper
 * (the account, or the basket of a visitor), competition and UK day, in their own transaction so a
 * refusal still counts; past the day's tries the answer is not even read, and the free postal
 * route is named (api/README.md "Cart").
 */
function checkAnswer(ctx: Ctx, comp: CompRow, answer: string | null | undefined, subject: string): void {
  if (!comp.question) return;
  if (!answer?.trim())
    throw new ApiError(400, 'shop_answer_required', 'Please answer the skill question to enter this competition.');
  const day = ukDateTime(ctx.now()).date;
  const limit = triesPerDay(ctx);
  if (wrongAnswers(ctx.db, subject, comp.id, day) >= limit)
    throw new ApiError(
      429,
      'shop_answer_tries',
      `You have had ${limit} tries at this question today. You can try again tomorrow, or enter for free by post (see the free postal route).`,
      { tries_left: 0 },
    );
  if (answer.trim().toLowerCase() === comp.correct_answer.trim().toLowerCase()) return;
  const used = ctx.db.tx(() => countWrongAnswer(ctx.db, subject, comp.id, day));
  throw new ApiError(400, 'shop_wrong_answer', 'Sorry, that answer is incorrect. Please try again.', {
    tries_left: Math.max(0, limit - used),
  });
}

export interface AddItem {
  productId: number;
  quantity: number;
  token?: string;
  answer?: string;
}
export function addItem(ctx: Ctx, cartId: string, input: AddItem): StoreCart {
  const comp = getCompByProduct(ctx.db, input.productId);
  if (!comp)
    throw new ApiError(
      400,
      'woocommerce_rest_cart_invalid_product',
      'This product cannot be added to the cart (unknown competition_product_id).',
    );
  if (input.answer !== undefined && comp.question) {
    const who = input.token ? userForToken(ctx, input.token) : undefined;
    checkAnswer(ctx, comp, input.answer, who ? `user:${who.id}` : `cart:${cartId}`);
  }
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, input.token);
    const existing = itemsOf(ctx.db, cartId).find((i) => i.competition_id === comp.id);
    const answer = input.answer ?? existing?.answer ?? null;
    if (input.answer === undefined) checkAnswer(ctx, comp, answer, user ? `user:${user.id}` : `cart:${cartId}`);
    const problem = limitProblem(comp, {
      purchased: purchasedCount(ctx.db, user?.id ?? null, comp.id),
      inCartElsewhere: num(existing?.quantity),
      requested: input.quantity,
      now: ctx.now(),
    });
    if (problem) throw problem;
    const at = iso(ctx.now());
    ensureCart(ctx.db, cartId, at);
    if (existing) addToItem(ctx.db, existing.key, input.quantity, answer);
    else {
      const key = randomBytes(16).toString('hex');
      insertItem(ctx.db, { key, cartId, competition_id: comp.id, quantity: input.quantity, answer, addedAt: at });
    }
    return cartView(ctx, cartId);
  });
}

export function updateItem(ctx: Ctx, cartId: string, input: { key: string; quantity: number; token?: string }) {
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, input.token);
    const item = itemsOf(ctx.db, cartId).find((i) => i.key === input.key);
    if (!item) throw INVALID_KEY();
    if (input.quantity === 0) {
      deleteItem(ctx.db, cartId, item.key);
      return cartView(ctx, cartId);
    }
    const comp = getComp(ctx.db, item.competition_id);
    if (!comp) throw INVALID_KEY();
    if (input.quantity > num(item.quantity)) {
      const problem = limitProblem(comp, {
        purchased: purchasedCount(ctx.db, user?.id ?? null, comp.id),
        inCartElsewhere: 0,
        requested: input.quantity,
        now: ctx.now(),
      });
      if (problem) throw problem;
    }
    setItemQuantity(ctx.db, item.key, input.quantity);
    return cartView(ctx, cartId);
  });
}

export function removeItem(ctx: Ctx, cartId: string, key: string): StoreCart {
  if (!deleteItem(ctx.db, cartId, key)) throw INVALID_KEY();
  return cartView(ctx, cartId);
}

/** Guessing codes is slow: every try counts, per cart and per client address. */
export function countCouponTry(ctx: Ctx, cartId: string, address: string): void {
  const buckets = [
    { key: `coupon:cart:${cartId}`, rule: RATE_RULES.couponCart, scope: 'on this basket' },
    { key: `coupon:address:${address}`, rule: RATE_RULES.couponAddress, scope: 'from your network' },
  ];
  ctx.limits.check(
    buckets.map(({ key, rule, scope }) => ({
      key,
      rule,
      message: (m: number) => `Too many coupon attempts ${scope}. Please try again in ${minutes(m)}.`,
    })),
  );
  for (const { key, rule } of buckets) ctx.limits.hit(key, rule);
}

export function applyCoupon(ctx: Ctx, cartId: string, input: { code: string; token?: string }): StoreCart {
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, input.token);
    const subtotal = num(cartView(ctx, cartId).totals.total_items);
    const coupon = requireUsableCoupon(ctx, input.code, user?.id ?? null, subtotal, 400);
    ensureCart(ctx.db, cartId, iso(ctx.now()));
    setCoupon(ctx.db, cartId, coupon.code);
    return cartView(ctx, cartId);
  });
}

export function removeCoupon(ctx: Ctx, cartId: string, code: string): StoreCart {
  const cart = loadCart(ctx.db, cartId);
  if (!cart.coupon_code || cart.coupon_code.toLowerCase() !== code.trim().toLowerCase()) {
    throw new ApiError(
      404,
      'woocommerce_rest_cart_coupon_invalid_code',
      'Coupon cannot be removed because it is not already applied to the cart.',
    );
  }
  setCoupon(ctx.db, cartId, null);
  return cartView(ctx, cartId);
}
