// The Store API cart as returned (WooCommerce's shape: pence strings, currency_minor_unit 2).
import { serializeComp, unitPrice } from '../catalog/competitions';
import { getComp } from '../catalog/repository';
import type { Ctx } from '../context';
import type { StoreCart, StoreCartItem } from '../types';
import { num } from '../util';
import { couponDiscount, findCoupon } from './coupons';
import { itemsOf, loadCart } from './repository';

function cartDiscount(ctx: Ctx, code: string | null, subtotal: number): number {
  const coupon = code ? findCoupon(ctx, code) : undefined;
  return coupon ? couponDiscount(coupon, subtotal) : 0;
}

function money(pence: number) {
  return {
    currency_code: 'GBP' as const,
    currency_symbol: '£',
    currency_minor_unit: 2,
    currency_decimal_separator: '.',
    currency_thousand_separator: ',',
    currency_prefix: '£',
    currency_suffix: '',
    raw: pence,
  };
}

export function cartView(ctx: Ctx, cartId: string): StoreCart {
  const cart = loadCart(ctx.db, cartId);
  const now = ctx.now();
  const list: StoreCartItem[] = [];
  let subtotal = 0;
  let count = 0;
  for (const it of itemsOf(ctx.db, cartId)) {
    const comp = getComp(ctx.db, it.competition_id);
    if (!comp) continue;
    const price = unitPrice(comp, now);
    const line = price * num(it.quantity);
    subtotal += line;
    count += num(it.quantity);
    const { raw: _raw, ...m } = money(price);
    list.push({
      key: it.key,
      id: num(comp.product_id),
      quantity: num(it.quantity),
      name: comp.title,
      prices: { price: String(price), regular_price: String(num(comp.price)), sale_price: String(price), ...m },
      totals: {
        line_subtotal: String(line),
        line_subtotal_tax: '0',
        line_total: String(line),
        line_total_tax: '0',
        currency_code: 'GBP',
        currency_symbol: '£',
        currency_minor_unit: 2,
      },
      competition: serializeComp(ctx, comp, now),
      answer: it.answer,
    } as StoreCartItem);
  }
  const discount = cartDiscount(ctx, cart.coupon_code, subtotal);
  return {
    items: list,
    items_count: count,
    coupons: cart.coupon_code
      ? [{ code: cart.coupon_code, totals: { total_discount: String(discount), currency_minor_unit: 2 } }]
      : [],
    totals: {
      total_items: String(subtotal),
      total_discount: String(discount),
      total_price: String(subtotal - discount),
      currency_code: 'GBP',
      currency_minor_unit: 2,
    },
  };
}
