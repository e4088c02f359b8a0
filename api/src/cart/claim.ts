// Signing in ties the basket to the person: the visitor's cart is bound to the
// account and the account's saved basket (carts it left on sign-out or on another device) is merged
// into it, each line cut to what the ticket limits still allow.
import { randomBytes } from 'node:crypto';
import { userForToken } from '../auth/sessions';
import { compStatus } from '../catalog/competitions';
import { getComp, purchasedCount } from '../catalog/repository';
import { ApiError, type Ctx } from '../context';
import type { StoreCart } from '../types';
import { bool, iso, num } from '../util';
import {
  clearItems,
  deleteItem,
  ensureCart,
  insertItem,
  itemsOf,
  loadCart,
  otherCartsOf,
  setCartUser,
  setCoupon,
  setItemQuantity,
} from './repository';
import { requireCartOf } from './service';
import { cartView } from './view';

/** A line the merge had to cut: `available` is what stock or the per-person maximum left. */
export interface LimitedLine {
  competition_id: number;
  title: string;
  requested: number;
  kept: number;
  available: number;
  limit: 'stock' | 'allowance' | 'closed';
}

export function claimCart(ctx: Ctx, cartId: string, token: string): StoreCart & { limited: LimitedLine[] } {
  const user = userForToken(ctx, token);
  if (!user)
    throw new ApiError(
      401,
      'shop_invalid_token',
      'Your session has expired or the token is invalid. Please sign in again.',
    );
  return ctx.db.tx(() => {
    // A Cart-Token another account holds is not taken over by signing in with it.
    requireCartOf(ctx, cartId, user.id);
    const at = iso(ctx.now());
    ensureCart(ctx.db, cartId, at);
    setCartUser(ctx.db, cartId, user.id);
    // Older saved baskets first, so the visitor's own lines stay first in the merged basket.
    for (const saved of otherCartsOf(ctx.db, user.id, cartId)) {
      const here = itemsOf(ctx.db, cartId);
      for (const item of itemsOf(ctx.db, saved.id)) {
        const same = here.find((i) => i.competition_id === item.competition_id);
        if (same) setItemQuantity(ctx.db, same.key, num(same.quantity) + num(item.quantity));
        else insertItem(ctx.db, { ...item, key: randomBytes(16).toString('hex'), cartId, addedAt: at });
      }
      if (!loadCart(ctx.db, cartId).coupon_code && saved.coupon_code) setCoupon(ctx.db, cartId, saved.coupon_code);
      clearItems(ctx.db, saved.id);
      setCoupon(ctx.db, saved.id, null);
    }
    const limited: LimitedLine[] = [];
    for (const item of itemsOf(ctx.db, cartId)) {
      const comp = getComp(ctx.db, item.competition_id);
      const requested = num(item.quantity);
      const status = comp ? compStatus(comp, ctx.now()) : 'finished';
      const open = comp && !bool(comp.disable_tickets) && status !== 'finished' && status !== 'drawn';
      const stock = comp ? Math.max(0, num(comp.total_tickets) - num(comp.sold)) : 0;
      const allowance = comp ? Math.max(0, num(comp.max_per_user) - purchasedCount(ctx.db, user.id, comp.id)) : 0;
      const kept = open ? Math.min(requested, stock, allowance) : 0;
      if (kept === requested) continue;
      if (kept === 0) deleteItem(ctx.db, cartId, item.key);
      else setItemQuantity(ctx.db, item.key, kept);
      const limit = !open ? 'closed' : stock < allowance ? 'stock' : 'allowance';
      const available = limit === 'stock' ? stock : limit === 'allowance' ? allowance : 0;
      limited.push({
        competition_id: item.competition_id,
        title: comp?.title ?? '',
        requested,
        kept,
        available,
        limit,
      });
    }
    return { ...cartView(ctx, cartId), limited };
  });
}
