// /__local/*: only for the process that started the server (api/README.md "Local tools").
import { Hono } from 'hono';
import { setClosingTime } from '../catalog/repository';
import type { Ctx } from '../context';
import { CLAIM_STATUSES } from '../draws/claims';
import { drawCompetition, drawDue } from '../draws/draw';
import { setClaimStatus } from '../draws/repository';
import { incidents } from '../engagement/repository';
import { mailsTo } from '../mail/repository';
import { sweepPayments } from '../payments/settle';
import { defaultFixture } from '../seed/default';
import { loadFixture } from '../seed/fixture';
import { num, safeEqual } from '../util';
import { type AppEnv, answer } from './answer';
import { MAX_LOCAL_BODY, type PeerRequest, peerAddress, readBody } from './body';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Why a /__local/* call is refused, or null. The tools can wipe the database and read every
 * mailbox, so they answer only the process that started this server: the per-start secret, from
 * this machine, never from a page (a browser sends `Origin` on cross-site and CORS requests) and
 * never as a form post (which a foreign page can send without a preflight).
 */
export function localToolRefusal(req: PeerRequest, secret: string): { status: number; error: string } | null {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
    return { status: 403, error: 'Local tools answer only on loopback.' };
  if (req.headers.origin !== undefined) return { status: 403, error: 'Local tools do not answer web pages.' };
  const type =
    String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json') return { status: 415, error: 'Local tools take JSON only.' };
  const sent = req.headers['x-local-tools-secret'];
  if (typeof sent !== 'string' || !safeEqual(sent, secret))
    return { status: 401, error: 'Missing or wrong local tools secret.' };
  return null;
}

type Fields = Record<string, unknown>;

export function localTools(ctx: Ctx, secret: string, seedData: () => Promise<void>): Hono<AppEnv> {
  const tools = new Hono<AppEnv>();
  const fields = (c: { var: { body: { ok: boolean; value?: unknown } } }): Fields =>
    ((c.var.body.ok ? c.var.body.value : undefined) ?? {}) as Fields;

  tools.use('*', async (c, next) => {
    const request = { socket: { remoteAddress: peerAddress(c) }, headers: Object.fromEntries(c.req.raw.headers) };
    const refusal = localToolRefusal(request, secret);
    if (refusal) return answer(c, refusal.status, { success: false, error: refusal.error });
    const parsed =
      c.req.method === 'GET' ? { ok: true as const, value: undefined, json: '{}' } : await readBody(c, MAX_LOCAL_BODY);
    if (!parsed.ok) return answer(c, parsed.status, { success: false, error: parsed.error });
    c.set('body', parsed);
    await next();
  });
  tools.get('/mailbox', (c) => {
    const to = c.req.query('to');
    const rows = mailsTo(ctx.db, to);
    const data = rows.map((r) => ({
      id: r.id,
      to: r.to_addr,
      subject: r.subject,
      text: r.body,
      links: r.body.match(/https?:\/\/\S+/g) ?? [],
      created_at: r.created_at,
    }));
    return answer(c, 200, { success: true, data });
  });
  tools.post('/reset', async (c) => {
    await seedData();
    return answer(c, 200, { success: true });
  });
  tools.post('/seed', async (c) => {
    const counts = await loadFixture(ctx, fields(c), defaultFixture);
    return answer(c, 200, { success: true, ...counts });
  });
  tools.post('/instant-win', (c) => {
    const b = fields(c);
    if (typeof b.image !== 'string' || typeof b.prize !== 'string' || typeof b.user !== 'string' || !b.prize || !b.user)
      return answer(c, 400, { success: false, error: 'Body must be {image, prize, user} (text).' });
    const id = ctx.realtime.push('instant-wins', { image: b.image, prize: b.prize, user: b.user });
    return answer(c, 200, { success: true, id });
  });
  tools.get('/realtime', (c) => answer(c, 200, { success: true, data: ctx.realtime.read(c.req.query('path') ?? '/') }));
  tools.get('/incidents', (c) => answer(c, 200, { success: true, data: incidents(ctx.db) }));
  tools.post('/draw', async (c) => {
    const b = fields(c);
    const data =
      b.competition_id !== undefined ? [drawCompetition(ctx, num(b.competition_id))].filter(Boolean) : drawDue(ctx);
    // The reservations the draw ended have their payments voided now, as the minute's sweep would.
    await sweepPayments(ctx);
    return answer(c, 200, { success: true, data });
  });
  tools.post('/claim-status', (c) => {
    // A claim moves on as the shop's staff handle it (in WooCommerce, its admin): {win_id, status}.
    const b = fields(c);
    if (!CLAIM_STATUSES.includes(b.status as never) || !setClaimStatus(ctx.db, num(b.win_id), String(b.status)))
      return answer(c, 400, {
        success: false,
        error: `Body must be {win_id, status}: a claimed win, one of ${CLAIM_STATUSES.join(', ')}.`,
      });
    return answer(c, 200, { success: true });
  });
  tools.post('/fault', (c) => {
    const b = fields(c);
    if (typeof b.point !== 'string') return answer(c, 400, { success: false, error: 'Body must be {point}.' });
    ctx.faults.add(b.point);
    return answer(c, 200, { success: true });
  });
  tools.post('/time-travel', (c) => {
    // Moves a competition's closing time (tests of the draw): {competition_id, closes_in_hours}.
    const b = fields(c);
    const at = new Date(ctx.now() + num(b.closes_in_hours) * 3_600_000).toISOString();
    setClosingTime(ctx.db, num(b.competition_id), at);
    return answer(c, 200, { success: true });
  });
  tools.all('*', (c) => answer(c, 404, { success: false, error: 'No such local tool.' }));
  return tools;
}
