// Cart and coupon SQL: carts keyed by the Cart-Token's id, their items, coupons and their uses.
import type { Db } from '../db';
import { num } from '../util';

export interface ItemRow {
  key: string;
  competition_id: number;
  quantity: number;
  answer: string | null;
}
export interface CartRow {
  id: string;
  user_id: number | null;
  coupon_code: string | null;
}

export const loadCart = (db: Db, cartId: string): CartRow =>
  db.get<CartRow>('SELECT id, user_id, coupon_code FROM carts WHERE id = ?', [cartId]) ?? {
    id: cartId,
    user_id: null,
    coupon_code: null,
  };

export const ensureCart = (db: Db, cartId: string, at: string): void => {
  db.run(
    'INSERT INTO carts (id, updated_at) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at',
    [cartId, at],
  );
};

export const cartUserId = (db: Db, cartId: string): number =>
  db.get<{ user_id: number | null }>('SELECT user_id FROM carts WHERE id = ?', [cartId])?.user_id ?? 0;

export const setCartUser = (db: Db, cartId: string, userId: number): void => {
  db.run('UPDATE carts SET user_id = ? WHERE id = ?', [userId, cartId]);
};

/** The user's other carts (saved baskets), oldest first. */
export const otherCartsOf = (db: Db, userId: number, cartId: string): CartRow[] =>
  db.all<CartRow>('SELECT id, user_id, coupon_code FROM carts WHERE user_id = ? AND id != ? ORDER BY updated_at, id', [
    userId,
    cartId,
  ]);

export const itemsOf = (db: Db, cartId: string): ItemRow[] =>
  db.all<ItemRow>(
    'SELECT key, competition_id, quantity, answer FROM cart_items WHERE cart_id = ? ORDER BY added_at, key',
    [cartId],
  );

export const addToItem = (db: Db, key: string, quantity: number, answer: string | null): void => {
  db.run('UPDATE cart_items SET quantity = quantity + ?, answer = ? WHERE key = ?', [quantity, answer, key]);
};

export const insertItem = (db: Db, item: ItemRow & { cartId: string; addedAt: string }): void => {
  db.run(
    'INSERT INTO cart_items (key, cart_id, competition_id, quantity, answer, added_at) VALUES (?, ?, ?, ?, ?, ?)',
    [item.key, item.cartId, item.competition_id, item.quantity, item.answer, item.addedAt],
  );
};

export const setItemQuantity = (db: Db, key: string, quantity: number): void => {
  db.run('UPDATE cart_items SET quantity = ? WHERE key = ?', [quantity, key]);
};

/** Removes one item of a cart; false when the cart has no such item. */
export const deleteItem = (db: Db, cartId: string, key: string): boolean =>
  db.run('DELETE FROM cart_items WHERE key = ? AND cart_id = ?', [key, cartId]).changes > 0;

export const clearItems = (db: Db, cartId: string): void => {
  db.run('DELETE FROM cart_items WHERE cart_id = ?', [cartId]);
};

export const setCoupon = (db: Db, cartId: string, code: string | null): void => {
  db.run('UPDATE carts SET coupon_code = ? WHERE id = ?', [code, cartId]);
};

export interface CouponRow {
  code: string;
  description: string;
  kind: string;
  /** Pence for a fixed coupon, a whole percentage for a percent one. */
  amount: number;
  user_id: number | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  expires_at: string | null;
  /** Pence, on the cart subtotal. */
  minimum_amount: number;
}

export const couponByCode = (db: Db, code: string): CouponRow | undefined =>
  db.get<CouponRow>('SELECT * FROM coupons WHERE code = ?', [code]);

/** Uses of a coupon in all, or by one user. */
export const couponUses = (db: Db, code: string, userId?: number): number =>
  num(
    userId === undefined
      ? db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE code = ?', [code])?.n
      : db.get<{ n: number }>('SELECT COUNT(*) AS n FROM coupon_uses WHERE code = ? AND user_id = ?', [code, userId])
          ?.n,
  );

export const insertCouponUse = (db: Db, code: string, userId: number, orderId: number, at: string): void => {
  db.run('INSERT INTO coupon_uses (code, user_id, order_id, created_at) VALUES (?, ?, ?, ?)', [
    code,
    userId,
    orderId,
    at,
  ]);
};

/** Wrong skill-question answers a shopper gave a competition on one UK day. */
export const wrongAnswers = (db: Db, subject: string, compId: number, day: string): number =>
  num(
    db.get<{ n: number }>(
      'SELECT wrong AS n FROM skill_attempts WHERE subject = ? AND competition_id = ? AND day = ?',
      [subject, compId, day],
    )?.n,
  );

/** Counts one more wrong answer; answers the day's count. */
export function countWrongAnswer(db: Db, subject: string, compId: number, day: string): number {
  db.run(
    `INSERT INTO skill_attempts (subject, competition_id, day, wrong) VALUES (?, ?, ?, 1)
     ON CONFLICT(subject, competition_id, day) DO UPDATE SET wrong = wrong + 1`,
    [subject, compId, day],
  );
  return wrongAnswers(db, subject, compId, day);
}
