import { randomBytes } from 'node:crypto';
import { publicName } from './auth/public-name';
import { limitProblem, unitPrice } from './catalog/competitions';
import { type CompRow, getComp, purchasedCount } from './catalog/repository';
import { ApiError, absolute, type Ctx, fault } from './context';
import { mail } from './mail/mailer';
import { iso, num, pounds, poundsText, randomInt } from './util';

export interface OrderLineInput {
  competitionId: number;
  quantity: number;
  answer?: string | null;
}

export interface InstantHit {
  ticket_number: number;
  prize: string;
  image: string;
  competition_title: string;
  winner_public_name: string;
}

export interface PlaceOrderInput {
  userId: number | null;
  holderName: string;
  lines: OrderLineInput[];
  status: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: Record<string, unknown>;
  shipping: Record<string, unknown>;
  couponCode?: string | null;
  discount?: number;
  createdAt?: string;
  customerNote?: string;
  /** Zero-price order (admin comp win, free postal entry). */
  free?: boolean;
  /** Enforce the per-user maximum (off for admin-made orders). */
  enforceLimits?: boolean;
  earnPoints?: boolean;
}

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  total: number;
  subtotal: number;
  pointsEarned: number;
  lines: { competition_id: number; title: string; quantity: number; tickets: number[] }[];
  hits: InstantHit[];
}

/** Picks `count` numbers at random from 1..total minus the taken ones. */
export function allocate(total: number, taken: Set<number>, count: number): number[] {
  const free: number[] = [];
  for (let i = 1; i <= total; i++) if (!taken.has(i)) free.push(i);
  if (free.length < count) throw new Error('pool exhausted');
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(free.length - i);
    const t = free[i] as number;
    free[i] = free[j] as number;
    free[j] = t;
  }
  return free.slice(0, count).sort((a, b) => a - b);
}

/**
 * Creates a paid order with its lines and randomly allocated tickets, credits instant wins,
 * reward wins and points. Must run inside ctx.db.tx(); throws ApiError (and the caller's
 * transaction rolls back) when a limit no longer holds.
 */
export function placeOrder(ctx: Ctx, input: PlaceOrderInput): PlacedOrder {
  const { db } = ctx;
  const now = input.createdAt ?? iso();
  const comps: { comp: CompRow; line: OrderLineInput; price: number }[] = [];
  const seen = new Map<number, number>();
  for (const line of input.lines) seen.set(line.competitionId, (seen.get(line.competitionId) ?? 0) + line.quantity);
  for (const line of input.lines) {
    const comp = getComp(ctx.db, line.competitionId);
    if (!comp) throw new ApiError(409, 'shop_no_competition', `Competition ${line.competitionId} no longer exists.`);
    const remaining = num(comp.total_tickets) - num(comp.sold);
    if (remaining < line.quantity) {
      throw new ApiError(
        409,
        'shop_sold_out',
        remaining <= 0
          ? `Sorry, "${comp.title}" has sold out; your order was not placed and you were not charged.`
          : `Sorry, only ${remaining} tickets are left for "${comp.title}"; your order was not placed and you were not charged.`,
        { competition_id: comp.id, remaining },
      );
    }
    if (input.enforceLimits !== false) {
      const problem = limitProblem(comp, {
        purchased: purchasedCount(ctx.db, input.userId, comp.id),
        inCartElsewhere: 0,
        requested: seen.get(comp.id) ?? line.quantity,
        now: Date.parse(now),
      });
      if (problem) throw problem;
    }
    comps.push({ comp, line, price: input.free ? 0 : unitPrice(comp, Date.parse(now)) });
  }
  const subtotal = comps.reduce((sum, c) => sum + c.price * c.line.quantity, 0);
  const discount = Math.min(input.discount ?? 0, subtotal);
  const total = subtotal - discount;
  const pointsEarned = input.earnPoints === false || !input.userId ? 0 : Math.floor(total / 100);
  const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
  const { id: orderId } = db.run(
    `INSERT INTO orders (order_key, user_id, status, created_at, subtotal, discount, total, payment_method, payment_method_title, billing, shipping, coupon_code, points_earned, customer_note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderKey,
      input.userId,
      input.status,
      now,
      subtotal,
      discount,
      total,
      input.paymentMethod,
      input.paymentMethodTitle,
      JSON.stringify(input.billing),
      JSON.stringify(input.shipping),
      input.couponCode ?? null,
      pointsEarned,
      input.customerNote ?? '',
    ],
  );
  const lines: PlacedOrder['lines'] = [];
  const hits: InstantHit[] = [];
  for (const { comp, line, price } of comps) {
    db.run(
      'INSERT INTO order_lines (order_id, competition_id, title, quantity, unit_price, answer) VALUES (?, ?, ?, ?, ?, ?)',
      [orderId, comp.id, comp.title, line.quantity, price, line.answer ?? null],
    );
    const taken = new Set(
      db
        .all<{ n: number }>('SELECT ticket_number AS n FROM tickets WHERE competition_id = ?', [comp.id])
        .map((r) => num(r.n)),
    );
    const numbers = allocate(num(comp.total_tickets), taken, line.quantity);
    for (const t of numbers) {
      db.run(
        'INSERT INTO tickets (competition_id, ticket_number, order_id, user_id, holder_name, answer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [comp.id, t, orderId, input.userId, input.holderName, line.answer ?? null, now],
      );
    }
    fault(ctx, 'checkout-after-tickets');
    lines.push({ competition_id: comp.id, title: comp.title, quantity: line.quantity, tickets: numbers });
    if (input.userId) hits.push(...creditInstantWins(ctx, comp, numbers, input.userId, now));
    if (input.userId) awardRewardWins(ctx, comp, now);
  }
  if (pointsEarned > 0 && input.userId) {
    db.run('UPDATE users SET points = points + ? WHERE id = ?', [pointsEarned, input.userId]);
    db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
      input.userId,
      'order-earn',
      `Points earned for order #${orderId}`,
      pointsEarned,
      now,
    ]);
  }
  return { orderId, orderKey, total, subtotal, pointsEarned, lines, hits };
}

function userName(ctx: Ctx, userId: number): { full: string; short: string } {
  const u = ctx.db.get<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = ?',
    [userId],
  );
  const first = u?.first_name ?? '';
  const last = u?.last_name ?? '';
  return { full: `${first} ${last}`.trim(), short: publicName(first, last) };
}

function creditInstantWins(ctx: Ctx, comp: CompRow, numbers: number[], userId: number, now: string): InstantHit[] {
  const { db } = ctx;
  if (numbers.length === 0) return [];
  const rows = db.all<{
    ticket_number: number;
    prize_id: number;
    title: string;
    type: string;
    value: number;
    image: string;
  }>(
    `SELECT it.ticket_number, it.prize_id, p.title, p.type, p.value, p.image FROM instant_win_tickets it JOIN instant_win_prizes p ON p.id = it.prize_id
     WHERE it.competition_id = ? AND it.win_id IS NULL AND it.ticket_number IN (SELECT value FROM json_each(?))`,
    [comp.id, JSON.stringify(numbers)],
  );
  const name = userName(ctx, userId);
  const hits: InstantHit[] = [];
  for (const r of rows) {
    const value = num(r.value);
    const { id: winId } = db.run(
      `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at)
       VALUES (?, ?, ?, ?, 'instant', ?, ?, ?, ?, ?, ?)`,
      [
        userId,
        name.short,
        comp.id,
        r.ticket_number,
        r.title,
        r.type,
        r.type === 'points' ? 0 : value,
        r.image,
        r.type === 'prize' ? 1 : 0,
        now,
      ],
    );
    db.run('UPDATE instant_win_tickets SET win_id = ? WHERE competition_id = ? AND ticket_number = ?', [
      winId,
      comp.id,
      r.ticket_number,
    ]);
    if (r.type === 'site_credit') {
      db.run('UPDATE users SET site_credit = site_credit + ? WHERE id = ?', [value, userId]);
      db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
        userId,
        `Instant win: ${r.title} (${comp.title}, ticket ${r.ticket_number})`,
        value,
        now,
      ]);
    } else if (r.type === 'points') {
      db.run('UPDATE users SET points = points + ? WHERE id = ?', [value, userId]);
      db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
        userId,
        'instant-win',
        `Instant win: ${r.title} (ticket ${r.ticket_number})`,
        value,
        now,
      ]);
    }
    hits.push({
      ticket_number: num(r.ticket_number),
      prize: r.title,
      image: absolute(ctx, r.image),
      competition_title: comp.title,
      winner_public_name: name.short,
    });
  }
  return hits;
}

/** A reward win is drawn among the entries once sales pass its threshold. */
function awardRewardWins(ctx: Ctx, comp: CompRow, now: string): void {
  const { db } = ctx;
  const sold = num(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?', [comp.id])?.n);
  const due = db.all<{ id: number; title: string; image: string; value: number }>(
    'SELECT id, title, image, value FROM reward_wins WHERE competition_id = ? AND win_id IS NULL AND threshold_percent <= ?',
    [comp.id, Math.floor((sold / num(comp.total_tickets)) * 100)],
  );
  for (const r of due) {
    const entries = db.all<{ ticket_number: number; user_id: number; holder_name: string }>(
      'SELECT ticket_number, user_id, holder_name FROM tickets WHERE competition_id = ? AND user_id IS NOT NULL ORDER BY ticket_number',
      [comp.id],
    );
    if (entries.length === 0) continue;
    const pick = entries[randomInt(entries.length)];
    if (!pick) continue;
    const name = userName(ctx, num(pick.user_id));
    const { id: winId } = db.run(
      `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at)
       VALUES (?, ?, ?, ?, 'reward', ?, 'prize', ?, ?, 1, ?)`,
      [pick.user_id, name.short, comp.id, pick.ticket_number, r.title, num(r.value), r.image, now],
    );
    db.run('UPDATE reward_wins SET win_id = ? WHERE id = ?', [winId, r.id]);
  }
}

/** After the transaction committed: tell the realtime store about instant wins. */
export function announceHits(ctx: Ctx, hits: InstantHit[]): void {
  for (const h of hits)
    ctx.realtime.push('instant-wins', { image: h.image, prize: h.prize, user: h.winner_public_name });
}

export function receipt(ctx: Ctx, to: string, placed: PlacedOrder): void {
  const lines = placed.lines.map((l) => `- ${l.title} x ${l.quantity}: tickets ${l.tickets.join(', ')}`).join('\n');
  const wins = placed.hits.map((h) => `- Instant win! Ticket ${h.ticket_number} won ${h.prize}`).join('\n');
  mail(
    ctx,
    to,
    `Your order #${placed.orderId} is confirmed`,
    `Thank you for your order #${placed.orderId}.\n\n${lines}\n${wins ? `\n${wins}\n` : ''}\nTotal paid: ${poundsText(placed.total)}\nPoints earned: ${placed.pointsEarned}\n\nView it: ${ctx.storefrontUrl}/account/recent/orders/order-detail/${placed.orderId}\n`,
  );
}

export const moneyText = (pence: number): string => pounds(pence).toFixed(2);
