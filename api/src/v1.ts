import { accountRoutes } from './account/routes';
import { publicName, publicNameOf } from './auth/public-name';
import type { UserRow } from './auth/repository';
import { authRoutes } from './auth/routes';
import { requireUser } from './auth/sessions';
import { catalogRoutes } from './catalog/routes';
import { ApiError, absolute, type Ctx } from './context';
import { PAGE, TOKEN, type V1Routes } from './http/v1';
import { mail } from './mail/mailer';
import { minutes, RATE_RULES } from './ratelimit';
import type { DrawResult, OrderDetail, Winner } from './types';
import { EMAIL_RE, iso, num, paged, parseJson, pounds, poundsText, str, ukDateTime } from './util';
import { hasVisible, stripInvisible } from './validate';

const emailKey = (email: unknown): string => str(email).trim().toLowerCase();

function orderDetail(ctx: Ctx, user: UserRow, id: number): OrderDetail & Record<string, unknown> {
  const o = ctx.db.get<Record<string, unknown>>('SELECT * FROM orders WHERE id = ? AND user_id = ?', [id, user.id]);
  if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
  const lines = ctx.db.all<{
    competition_id: number;
    title: string;
    quantity: number;
    unit_price: number;
    answer: string | null;
  }>('SELECT competition_id, title, quantity, unit_price, answer FROM order_lines WHERE order_id = ? ORDER BY id', [
    id,
  ]);
  const billing = parseJson<Record<string, string>>(o.billing, {});
  const shipping = parseJson<Record<string, string>>(o.shipping, {});
  const addr = (a: Record<string, string>) => ({
    first_name: str(a.first_name),
    last_name: str(a.last_name),
    address_1: str(a.address_1),
    address_2: str(a.address_2),
    city: str(a.city),
    state: str(a.state),
    postcode: str(a.postcode),
  });
  return {
    id: num(o.id),
    status: str(o.status),
    date_created: {
      date: str(o.created_at)
        .replace('T', ' ')
        .replace(/\.\d+Z$/, '.000000'),
      timezone: 'UTC',
    } as { date: string },
    total: pounds(num(o.total)).toFixed(2),
    subtotal: pounds(num(o.subtotal)).toFixed(2),
    discount_total: pounds(num(o.discount)).toFixed(2),
    shipping_total: '0.00',
    coupon_code: o.coupon_code ?? null,
    payment_method_title: str(o.payment_method_title),
    product: lines.map((l) => {
      const comp = ctx.db.get<{ draw_at: string }>('SELECT draw_at FROM competitions WHERE id = ?', [l.competition_id]);
      const draw = comp ? ukDateTime(comp.draw_at) : null;
      const tickets = ctx.db
        .all<{ n: number }>(
          'SELECT ticket_number AS n FROM tickets WHERE order_id = ? AND competition_id = ? ORDER BY ticket_number',
          [id, l.competition_id],
        )
        .map((t) => num(t.n));
      return {
        title: l.title,
        quantity: num(l.quantity),
        tickets,
        draw_date: draw?.date ?? null,
        draw_time: draw?.time ?? null,
        price: pounds(num(l.unit_price) * num(l.quantity)).toFixed(2),
        competition_id: l.competition_id,
        answer: l.answer,
      };
    }),
    billing: { ...addr(billing), phone: str(billing.phone), email: str(billing.email) },
    shipping: addr(shipping),
  };
}

/** The shop's inbox for contact messages (env SHOP_INBOX). */
const shopInbox = (): string => process.env.SHOP_INBOX || 'support@prizedraw.local';
export const CONTACT_ACK = {
  subject: 'We received your message',
  text: 'Hello,\n\nThank you for contacting us. We have received your message and will reply within 2 working days.\n\nIf you did not write to us, you can ignore this email.\n',
};

export const legacyRoutes: V1Routes = {
  get_realtime_winners_prize_value: {
    method: 'GET',
    handler: (ctx) => {
      const r = ctx.db.get<{ v: number; n: number }>('SELECT COALESCE(SUM(value), 0) AS v, COUNT(*) AS n FROM wins');
      return { success: true, totalPrizeValue: pounds(num(r?.v)), totalWinner: num(r?.n) };
    },
  },
  get_purchased_competition: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const rows = ctx.db.all<{
        competition_id: number;
        order_id: number;
        title: string;
        draw_at: string;
        drawn: number;
        image: string;
        tickets: string;
      }>(
        `SELECT t.competition_id, t.order_id, c.title, c.draw_at, c.drawn, c.image, GROUP_CONCAT(t.ticket_number) AS tickets
         FROM tickets t JOIN competitions c ON c.id = t.competition_id WHERE t.user_id = ?
         GROUP BY t.competition_id, t.order_id ORDER BY t.order_id DESC`,
        [user.id],
      );
      return {
        success: true,
        data: rows.map((r) => {
          const d = ukDateTime(r.draw_at);
          return {
            competition_id: num(r.competition_id),
            competition_title: r.title,
            order_id: num(r.order_id),
            ticket_numbers: str(r.tickets)
              .split(',')
              .map(Number)
              .sort((a, z) => a - z),
            draw_date: d.date,
            draw_time: d.time,
            status: num(r.drawn) ? 'drawn' : 'upcoming',
            image: absolute(ctx, r.image),
          };
        }),
      };
    },
  },
  orders: {
    method: 'POST',
    schema: { token: TOKEN, ...PAGE },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 10) || 10;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', [user.id])?.n);
      const rows = ctx.db.all<{ id: number; status: string; created_at: string; total: number; items: number }>(
        `SELECT o.id, o.status, o.created_at, o.total, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS items
         FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
        [user.id, limit, (page - 1) * limit],
      );
      return {
        ...paged(
          rows.map((o) => ({
            order_id_: num(o.id),
            order_status: o.status,
            order_date: o.created_at || null,
            order_total: poundsText(num(o.total)),
            item_count: num(o.items),
          })),
          total,
          page,
          limit,
        ),
      };
    },
  },
  order_detail: {
    method: 'POST',
    schema: { token: TOKEN, id: { type: 'int', required: true, min: 1 } },
    handler: (ctx, b) => ({ success: true, data: orderDetail(ctx, requireUser(ctx, b.token), num(b.id)) }),
  },
  order_confirmation: {
    method: 'POST',
    schema: {
      token: TOKEN,
      order_id: { type: 'int', required: true, min: 1 },
      order_key: { type: 'string', required: true, max: 100 },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const o = ctx.db.get<{ id: number; order_key: string; status: string; total: number; points_earned: number }>(
        'SELECT id, order_key, status, total, points_earned FROM orders WHERE id = ? AND user_id = ? AND order_key = ?',
        [num(b.order_id), user.id, str(b.order_key)],
      );
      if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
      const lines = ctx.db.all<{ competition_id: number; title: string; quantity: number }>(
        'SELECT competition_id, title, quantity FROM order_lines WHERE order_id = ? ORDER BY id',
        [o.id],
      );
      const wins = ctx.db.all<{ ticket_number: number; prize: string; image: string; title: string }>(
        `SELECT w.ticket_number, w.prize, w.image, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id
         JOIN tickets t ON t.competition_id = w.competition_id AND t.ticket_number = w.ticket_number
         WHERE w.kind = 'instant' AND t.order_id = ? ORDER BY w.id`,
        [o.id],
      );
      return {
        success: true,
        data: {
          order_id: num(o.id),
          order_key: o.order_key,
          status: o.status,
          total: poundsText(num(o.total)),
          lines: lines.map((l) => ({
            competition_id: num(l.competition_id),
            title: l.title,
            quantity: num(l.quantity),
            tickets: ctx.db
              .all<{ n: number }>(
                'SELECT ticket_number AS n FROM tickets WHERE order_id = ? AND competition_id = ? ORDER BY ticket_number',
                [o.id, l.competition_id],
              )
              .map((t) => num(t.n)),
          })),
          instant_wins: wins.map((w) => ({
            ticket_number: num(w.ticket_number),
            prize: w.prize,
            image: absolute(ctx, w.image),
            competition_title: w.title,
          })),
          points_earned: num(o.points_earned),
        },
      };
    },
  },
  draw_results: {
    method: 'POST',
    schema: PAGE,
    handler: (ctx, b) => {
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 10) || 10;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM draw_results')?.n);
      const rows = ctx.db.all<Record<string, unknown>>(
        `SELECT d.*, c.title, c.image, c.draw_at, c.live_draw, c.live_draw_info FROM draw_results d JOIN competitions c ON c.id = d.competition_id
         ORDER BY d.drawn_at DESC, d.competition_id DESC LIMIT ? OFFSET ?`,
        [limit, (page - 1) * limit],
      );
      const data: (DrawResult & { entries: number; drawn_at: string; algorithm: string })[] = rows.map((r) => ({
        competition_id: num(r.competition_id),
        title: str(r.title),
        image: absolute(ctx, str(r.image)),
        draw_date: ukDateTime(str(r.drawn_at)).date,
        winning_ticket: r.winning_ticket === null ? null : num(r.winning_ticket),
        winner_name: r.winner_name === null ? null : publicNameOf(str(r.winner_name)),
        seed: str(r.seed),
        commitment: str(r.commitment),
        entries: num(r.entries),
        drawn_at: str(r.drawn_at),
        algorithm:
          'winner = entries sorted by ticket number [ HMAC-SHA256(key=seed, "<competition_id>:<entries>") mod entries ]; commitment = SHA-256(seed)',
        ...(num(r.live_draw) ? { live_draw_url: str(r.live_draw_info) } : {}),
      }));
      return paged(data, total, page, limit);
    },
  },
  winners: {
    method: 'POST',
    schema: PAGE,
    handler: (ctx, b) => {
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 12) || 12;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM wins')?.n);
      const rows = ctx.db.all<Record<string, unknown>>(
        'SELECT w.*, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?',
        [limit, (page - 1) * limit],
      );
      const data: Winner[] = rows.map((w) => ({
        id: num(w.id),
        name: publicNameOf(str(w.winner_name)) ?? '',
        prize: str(w.prize),
        image: absolute(ctx, str(w.image)),
        competition_id: num(w.competition_id),
        competition_title: str(w.title),
        ticket_number: num(w.ticket_number),
        won_at: str(w.created_at),
        kind: str(w.kind) as Winner['kind'],
      }));
      return paged(data, total, page, limit);
    },
  },
  claimable_prizes: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const rows = ctx.db.all<Record<string, unknown>>(
        'SELECT w.id, w.prize, w.ticket_number, w.claimed, w.kind, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id WHERE w.user_id = ? AND w.claimable = 1 ORDER BY w.id DESC',
        [user.id],
      );
      return {
        success: true,
        data: rows.map((r) => ({
          win_id: num(r.id),
          prize: str(r.prize),
          competition_title: str(r.title),
          ticket_number: num(r.ticket_number),
          claimed: num(r.claimed) === 1,
          kind: str(r.kind),
        })),
      };
    },
  },
  claim_prize: {
    method: 'POST',
    schema: {
      token: TOKEN,
      win_id: { type: 'int', required: true, min: 1 },
      full_name: { type: 'string', required: true, max: 200, label: 'Full name' },
      phone: { type: 'string', required: true, max: 40, label: 'Phone' },
      address: { type: 'string', required: true, max: 500, label: 'Address', multiline: true },
      notes: { type: 'string', max: 2000, label: 'Notes', multiline: true },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const win = ctx.db.get<{ id: number; claimed: number; prize: string }>(
        'SELECT id, claimed, prize FROM wins WHERE id = ? AND user_id = ? AND claimable = 1',
        [num(b.win_id), user.id],
      );
      if (!win) throw new ApiError(404, 'shop_no_win', 'Prize not found.');
      if (num(win.claimed)) throw new ApiError(409, 'shop_already_claimed', 'This prize has already been claimed.');
      ctx.db.run('UPDATE wins SET claimed = 1, claim = ? WHERE id = ?', [
        JSON.stringify({
          full_name: str(b.full_name),
          phone: str(b.phone),
          address: str(b.address),
          notes: str(b.notes),
          at: iso(),
        }),
        win.id,
      ]);
      mail(
        ctx,
        user.email,
        `Your claim for ${win.prize}`,
        `Hi ${user.first_name},\n\nWe have your claim for ${win.prize} and will be in touch within 2 working days.\n`,
      );
      return {
        success: true,
        message: `Thank you! Your claim for ${win.prize} has been received; we will contact you within 2 working days.`,
      };
    },
  },
  contact: {
    method: 'POST',
    schema: {
      name: { type: 'string', required: true, max: 200, label: 'Name' },
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: EMAIL_RE,
        patternMessage: 'Email address is invalid.',
        label: 'Email address',
      },
      subject: { type: 'string', required: true, max: 200, label: 'Subject' },
      message: { type: 'string', required: true, max: 5000, label: 'Message', multiline: true },
    },
    handler: (ctx, b, caller) => {
      // Anyone may write, and each message mails the address it names: limits keep the form from
      // being used to flood someone's inbox, or the support desk.
      const byEmail = `contact:email:${emailKey(b.email)}`;
      const byAddress = `contact:address:${caller.address}`;
      ctx.limits.check([
        {
          key: byEmail,
          rule: RATE_RULES.contactEmail,
          message: (m) => `Too many messages for this email address. Please try again in ${minutes(m)}.`,
        },
        {
          key: byAddress,
          rule: RATE_RULES.contactAddress,
          message: (m) => `Too many messages from your network. Please try again in ${minutes(m)}.`,
        },
      ]);
      ctx.limits.hit(byEmail, RATE_RULES.contactEmail);
      ctx.limits.hit(byAddress, RATE_RULES.contactAddress);
      ctx.db.tx(() => {
        ctx.db.run('INSERT INTO contacts (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)', [
          str(b.name),
          str(b.email),
          str(b.subject),
          str(b.message),
          iso(),
        ]);
        // The sender gets a fixed note with none of their text: the form cannot send a stranger words of its user's choosing.
        mail(ctx, str(b.email), CONTACT_ACK.subject, CONTACT_ACK.text);
        mail(
          ctx,
          shopInbox(),
          `Contact form: ${str(b.subject)}`,
          `From ${str(b.name)} <${str(b.email)}>\n\n${str(b.message)}\n`,
        );
      });
      return { success: true, message: 'Thank you for your message. We will reply within 2 working days.' };
    },
  },
  chat_post: {
    method: 'POST',
    schema: {
      token: TOKEN,
      text: { type: 'string', max: 500, label: 'Message', multiline: true },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      // Plain text (control characters already removed by the validator) with nothing hidden in it; render it as text.
      const text = stripInvisible(str(b.text)).trim();
      if (!hasVisible(text)) throw new ApiError(400, 'shop_empty_message', 'Please write a message.');
      const byUser = `chat:user:${user.id}`;
      ctx.limits.check([
        {
          key: byUser,
          rule: RATE_RULES.chatUser,
          message: (m) => `You are sending messages too quickly. Please wait ${minutes(m)} and try again.`,
        },
      ]);
      ctx.limits.hit(byUser, RATE_RULES.chatUser);
      const ts = Date.now();
      // The name shown is the account's, as first name and initial: never one the sender typed.
      const id = ctx.realtime.push('community-chat', { user: publicName(user.first_name, user.last_name), text, ts });
      ctx.db.run('INSERT INTO chat (id, user_id, text, created_at) VALUES (?, ?, ?, ?)', [id, user.id, text, iso(ts)]);
      return { success: true, id };
    },
  },
  incident: {
    method: 'POST',
    schema: {
      remote: { type: 'string', required: true, max: 100 },
      version: { type: 'string', required: true, max: 100 },
      stage: { type: 'string', required: true, max: 100 },
      message: { type: 'string', required: true, max: 2000, multiline: true },
      fallback: { type: 'string', required: true, max: 200 },
    },
    handler: (ctx, b) => {
      ctx.db.run(
        'INSERT INTO incidents (remote, version, stage, message, fallback, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [str(b.remote), str(b.version), str(b.stage), str(b.message), str(b.fallback), iso()],
      );
      return { success: true };
    },
  },
};

/** Every /api/v1 call, by name. */
export const routes: V1Routes = { ...authRoutes, ...accountRoutes, ...catalogRoutes, ...legacyRoutes };
