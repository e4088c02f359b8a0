// The signed Cart-Token (48 h) and the Store API nonce (12–24 h) (api/README.md "Cart").
import type { Ctx } from '../context';
import { HOUR, hmac, safeEqual } from '../util';

/** What signing needs: the provider's key and clock. */
type Signer = Pick<Ctx, 'secret' | 'now'>;

const CART_TOKEN_MS = 48 * HOUR;
const NONCE_TICK_MS = 12 * HOUR;

export function signCartToken(ctx: Signer, cartId: string, exp = ctx.now() + CART_TOKEN_MS): string {
  const expSec = Math.floor(exp / 1000);
  return `${cartId}.${expSec}.${hmac(ctx.secret, `cart:${cartId}:${expSec}`).slice(0, 32)}`;
}

export function readCartToken(ctx: Signer, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const [id, exp, sig] = token.split('.');
  if (!id || !exp || !sig || !/^[a-f0-9]{32}$/.test(id)) return null;
  if (Number(exp) * 1000 < ctx.now()) return null;
  return safeEqual(sig, hmac(ctx.secret, `cart:${id}:${exp}`).slice(0, 32)) ? id : null;
}

export function makeNonce(ctx: Signer, tick = Math.floor(ctx.now() / NONCE_TICK_MS)): string {
  return hmac(ctx.secret, `nonce:${tick}`).slice(0, 10);
}

export function nonceValid(ctx: Signer, nonce: string): boolean {
  const tick = Math.floor(ctx.now() / NONCE_TICK_MS);
  return safeEqual(nonce, makeNonce(ctx, tick)) || safeEqual(nonce, makeNonce(ctx, tick - 1));
}
