// /__local/*: only for the process that started the server (api/README.md "Local tools").
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { setClosingTime } from './catalog/repository';
import { sweepPayments } from './checkout/settle';
import type { Ctx } from './context';
import { CLAIM_STATUSES } from './draws/claims';
import { drawCompetition, drawDue } from './draws/draw';
import { setClaimStatus } from './draws/repository';
import { incidents } from './engagement/repository';
import { MAX_LOCAL_BODY, type PeerRequest, peerAddress, readBody } from './http/body';
import { type AppEnv, respond } from './http/respond';
import { mailsTo } from './mail/repository';
import { defaultFixture } from './seed/default';
import { loadFixture } from './seed/fixture';
import { safeEqual } from './util';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Why a /__local/* call is refused, or null. The tools can wipe the database and read every
 * mailbox, so they respond only to the process that started this server: the per-start secret, from
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

// The tools' bodies. A number may come as numeric text, as in every other call (docs/adr/011-tolerant-reader.md).
const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
const hours = v.pipe(v.union([v.number(), v.pipe(v.string(), v.decimal())]), v.transform(Number));
const text = v.pipe(v.string(), v.nonEmpty());
const InstantWin = v.object({ image: v.string(), prize: text, user: text });
const Draw = v.object({ competition_id: v.optional(id) });
const ClaimStatus = v.object({ win_id: id, status: v.picklist(CLAIM_STATUSES) });
const Fault = v.object({ point: v.string() });
const TimeTravel = v.object({ competition_id: id, closes_in_hours: hours });

/** The body through its schema, or undefined (the tool responds with its own 400). */
function read<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, (c.var.body.ok ? c.var.body.value : undefined) ?? {});
  return result.success ? result.output : undefined;
}

export function localTools(ctx: Ctx, secret: string, seedData: () => Promise<void>): Hono<AppEnv> {
  const tools = new Hono<AppEnv>();
  const refuse = (c: Context<AppEnv>, error: string) => respond(c, 400, { success: false, error });

  tools.use('*', async (c, next) => {
    const request = { socket: { remoteAddress: peerAddress(c) }, headers: Object.fromEntries(c.req.raw.headers) };
    const refusal = localToolRefusal(request, secret);
    if (refusal) return respond(c, refusal.status, { success: false, error: refusal.error });
    const parsed =
      c.req.method === 'GET' ? { ok: true as const, value: undefined, json: '{}' } : await readBody(c, MAX_LOCAL_BODY);
    if (!parsed.ok) return respond(c, parsed.status, { success: false, error: parsed.error });
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
    return respond(c, 200, { success: true, data });
  });
  tools.post('/reset', async (c) => {
    await seedData();
    return respond(c, 200, { success: true });
  });
  tools.post('/seed', async (c) => {
    const counts = await loadFixture(ctx, (c.var.body.ok ? c.var.body.value : undefined) ?? {}, defaultFixture);
    return respond(c, 200, { success: true, ...counts });
  });
  tools.post('/instant-win', (c) => {
    const win = read(c, InstantWin);
    if (!win) return refuse(c, 'Body must be {image, prize, user} (text).');
    return respond(c, 200, { success: true, id: ctx.realtime.push('instant-wins', win) });
  });
  tools.get('/realtime', (c) =>
    respond(c, 200, { success: true, data: ctx.realtime.read(c.req.query('path') ?? '/') }),
  );
  tools.get('/incidents', (c) => respond(c, 200, { success: true, data: incidents(ctx.db) }));
  tools.post('/draw', async (c) => {
    const competitionId = read(c, Draw)?.competition_id;
    const data = competitionId !== undefined ? [drawCompetition(ctx, competitionId)].filter(Boolean) : drawDue(ctx);
    // The reservations the draw ended have their payments voided now, as the minute's sweep would.
    await sweepPayments(ctx);
    return respond(c, 200, { success: true, data });
  });
  tools.post('/claim-status', (c) => {
    // A claim moves on as the shop's staff handle it (in WooCommerce, its admin): {win_id, status}.
    const claim = read(c, ClaimStatus);
    if (!claim || !setClaimStatus(ctx.db, claim.win_id, claim.status))
      return refuse(c, `Body must be {win_id, status}: a claimed win, one of ${CLAIM_STATUSES.join(', ')}.`);
    return respond(c, 200, { success: true });
  });
  tools.post('/fault', (c) => {
    const fault = read(c, Fault);
    if (!fault) return refuse(c, 'Body must be {point}.');
    ctx.faults.add(fault.point);
    return respond(c, 200, { success: true });
  });
  tools.post('/time-travel', (c) => {
    // Moves a competition's closing time (tests of the draw): {competition_id, closes_in_hours}.
    const move = read(c, TimeTravel);
    if (!move) return refuse(c, 'Body must be {competition_id, closes_in_hours}.');
    setClosingTime(ctx.db, move.competition_id, new Date(ctx.now() + move.closes_in_hours * 3_600_000).toISOString());
    return respond(c, 200, { success: true });
  });
  tools.all('*', (c) => respond(c, 404, { success: false, error: 'No such local tool.' }));
  return tools;
}
