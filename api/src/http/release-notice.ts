// POST /__release-notice: the storefront's release service asks the shop's mailer to tell the
// release managers about a canary it aborted, or could not (scripts/release/notify.mjs; api/README.md
// "Release notices"). On only when RELEASE_NOTICE_SECRET is set, and the caller must send it; the
// recipients are this server's RELEASE_MANAGERS, never the caller's choice, so the secret cannot
// make the shop mail anyone else.
import { Hono } from 'hono';
import type { Ctx } from '../context';
import { mail } from '../mail/mailer';
import { safeEqual } from '../util';
import { readBody } from './body';
import { type AppEnv, respond } from './respond';

const MAX_NOTICE_BYTES = 8 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The release managers' addresses from a comma-separated list (bad ones are left out). */
export const releaseManagers = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => EMAIL.test(address));

export function releaseNotice(ctx: Ctx, secret: string, managers: string[]): Hono<AppEnv> {
  const notice = new Hono<AppEnv>();
  notice.post('/', async (c) => {
    const sent = c.req.header('x-release-notice-secret');
    if (typeof sent !== 'string' || !safeEqual(sent, secret)) {
      return respond(c, 401, { success: false, error: 'Missing or wrong release notice secret.' });
    }
    const body = await readBody(c, MAX_NOTICE_BYTES);
    if (!body.ok) return respond(c, body.status, { success: false, error: body.error });
    const { subject, text } = (body.value ?? {}) as { subject?: unknown; text?: unknown };
    if (typeof subject !== 'string' || typeof text !== 'string' || !subject.trim() || subject.length > 200) {
      return respond(c, 400, {
        success: false,
        error: 'Body must be {subject, text}: text, the subject up to 200 characters.',
      });
    }
    if (managers.length === 0) return respond(c, 409, { success: false, error: 'No RELEASE_MANAGERS to tell.' });
    for (const to of managers) mail(ctx, to, `[release] ${subject.trim()}`, text);
    return respond(c, 200, { success: true, sent: managers.length });
  });
  return notice;
}
