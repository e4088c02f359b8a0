// Device tokens (README "Failed sign-ins"; the "device cookie" of OWASP's authentication cheat
// sheet): a browser that signed in to an account, or proved its mailbox (confirmation link, password
// reset), gets a token for that email address. Its sign-in attempts count on a bucket of their own,
// so failures from anywhere else never lock the owner out of their own browser.
// Signed, not stored: `<id>.<issued, base 36 seconds>.<HMAC of the email key, id and time>`.
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../context';
import { DAY, hmac, safeEqual } from '../util';

/** How long a device token counts (then the browser is a new device again). */
export const DEVICE_MS = 365 * DAY;

const sign = (ctx: Ctx, emailKey: string, id: string, issued: string): string =>
  hmac(ctx.secret, `device:${emailKey}:${id}:${issued}`);

/** A new device token for `emailKey` (the trimmed, lower-case address). */
export function issueDevice(ctx: Ctx, emailKey: string): string {
  const id = randomBytes(12).toString('base64url');
  const issued = Math.floor(ctx.now() / 1000).toString(36);
  return `${id}.${issued}.${sign(ctx, emailKey, id, issued)}`;
}

/** The id of a valid device token issued for `emailKey`, else null (missing, forged, another address's, expired). */
export function deviceOf(ctx: Ctx, emailKey: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, issued, signature, extra] = token.split('.');
  if (!id || !issued || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(ctx, emailKey, id, issued))) return null;
  const age = ctx.now() - Number.parseInt(issued, 36) * 1000;
  return age >= 0 && age < DEVICE_MS ? id : null;
}
