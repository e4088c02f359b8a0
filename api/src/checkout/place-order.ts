// Orders: reserved (a count of tickets per competition), then settled (random ticket numbers from the
// free pool, wins and points) in the transaction that records the payment (api/README.md "Fairness").
import { randomBytes } from 'node:crypto';
import { unitPrice } from '../catalog/competitions';
import { type CompRow, getComp } from '../catalog/repository';
import { ApiError, type Ctx, fault } from '../context';
import { mail } from '../mail/mailer';
import { iso, num, pounds, poundsText, randomInt } from '../util';
import { lineRefusal } from './entry-rules';
import { addPoints, insertOrder, insertOrderLine, insertTicket, takenTickets } from './repository';
import { awardRewardWins, claimLink, creditInstantWins, type InstantHit } from './wins';

export interface OrderLineInput {
  competitionId: number;
  quantity: number;
  answer?: string | null;
  /** Numbers the entrant picked (each free and in range); without them the numbers are drawn at random. */
  tickets?: number[];
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

/** The picked numbers, or a 409 naming the first one that is out of range, repeated or taken. */
function pickedTickets(comp: CompRow, taken: Set<number>, line: OrderLineInput & { tickets: number[] }): number[] {
  if (line.tickets.length !== line.quantity)
    throw new ApiError(409, 'shop_ticket_taken', `Pick ${line.quantity} ticket numbers for "${comp.title}".`);
  const seen = new Set<number>();
  for (const t of line.tickets) {
    if (!Number.isInteger(t) || t < 1 || t > num(comp.total_tickets) || taken.has(t) || seen.has(t))
      throw new ApiError(409, 'shop_ticket_taken', `Ticket #${t} of "${comp.title}" is not available.`);
    seen.add(t);
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Creates a paid order: its lines, then its tickets drawn at random from the free pool, instant
 * wins, reward wins and points. Must run inside ctx.db.tx(); throws ApiError (and the caller's
 * transaction rolls back) when a limit no longer holds.
 */
export function placeOrder(ctx: Ctx, input: PlaceOrderInput): PlacedOrder {
  const reserved = reserveOrder(ctx, input);
  return settleOrder(ctx, reserved, input, input.createdAt ?? iso(ctx.now()));
}

/**
 * The order and its lines, a count of tickets per competition and nothing else: a card order waits
 * here ('pending') until its payment is confirmed. No ticket number exists for it, so nothing about
 * which numbers it would get can be seen, won or drawn (api/README.md "Fairness").
 */
export function reserveOrder(ctx: Ctx, input: PlaceOrderInput): PlacedOrder {
  const { db } = ctx;
  const now = input.createdAt ?? iso(ctx.now());
  const comps: { comp: CompRow; line: OrderLineInput; price: number }[] = [];
  const perComp = new Map<number, number>();
  for (const line of input.lines)
    perComp.set(line.competitionId, (perComp.get(line.competitionId) ?? 0) + line.quantity);
  for (const line of input.lines) {
    const comp = getComp(ctx.db, line.competitionId);
    if (!comp) throw new ApiError(409, 'shop_no_competition', `Competition ${line.competitionId} no longer exists.`);
    const refusal = lineRefusal(ctx, comp, {
      userId: input.userId,
      quantity: perComp.get(comp.id) ?? line.quantity,
      now: Date.parse(now),
      enforceLimits: input.enforceLimits,
    });
    if (refusal) throw refusal;
    comps.push({ comp, line, price: input.free ? 0 : unitPrice(comp, Date.parse(now)) });
  }
  const subtotal = comps.reduce((sum, c) => sum + c.price * c.line.quantity, 0);
  const discount = Math.min(input.discount ?? 0, subtotal);
  const total = subtotal - discount;
  const pointsEarned = input.earnPoints === false || !input.userId ? 0 : Math.floor(total / 100);
  const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
  const orderId = insertOrder(db, {
    orderKey,
    userId: input.userId,
    status: input.status,
    createdAt: now,
    subtotal,
    discount,
    total,
    paymentMethod: input.paymentMethod,
    paymentMethodTitle: input.paymentMethodTitle,
    billing: input.billing,
    shipping: input.shipping,
    couponCode: input.couponCode ?? null,
    pointsEarned,
    customerNote: input.customerNote ?? '',
  });
  const lines: PlacedOrder['lines'] = [];
  for (const { comp, line, price } of comps) {
    insertOrderLine(db, orderId, comp, line.quantity, price, line.answer ?? null);
    lines.push({ competition_id: comp.id, title: comp.title, quantity: line.quantity, tickets: [] });
  }
  return { orderId, orderKey, total, subtotal, pointsEarned, lines, hits: [] };
}

/** What settling needs to know of the order beyond its reservation. */
export interface SettleInput {
  userId: number | null;
  holderName: string;
  /** Per line, in order: the skill-question answer and any numbers the entrant picked. */
  lines: Pick<OrderLineInput, 'answer' | 'tickets'>[];
}

/**
 * A reserved order becomes entries, in the caller's transaction: ticket numbers drawn at random
 * from the free pool now, then its instant wins, reward wins (counted and drawn among paid tickets
 * only) and points.
 */
export function settleOrder(ctx: Ctx, reserved: PlacedOrder, input: SettleInput, now: string): PlacedOrder {
  const { db } = ctx;
  const hits: InstantHit[] = [];
  const lines: PlacedOrder['lines'] = [];
  reserved.lines.forEach((line, i) => {
    const comp = getComp(db, line.competition_id);
    if (!comp) throw new ApiError(409, 'shop_no_competition', `Competition ${line.competition_id} no longer exists.`);
    const { answer = null, tickets: picked } = input.lines[i] ?? {};
    const taken = takenTickets(db, comp.id);
    const numbers = picked
      ? pickedTickets(comp, taken, { competitionId: comp.id, quantity: line.quantity, tickets: picked })
      : allocate(num(comp.total_tickets), taken, line.quantity);
    for (const number of numbers)
      insertTicket(db, {
        compId: comp.id,
        number,
        orderId: reserved.orderId,
        userId: input.userId,
        holderName: input.holderName,
        answer,
        createdAt: now,
      });
    fault(ctx, 'checkout-after-tickets');
    lines.push({ ...line, tickets: numbers });
    if (!input.userId) return;
    hits.push(...creditInstantWins(ctx, comp, numbers, input.userId, now));
    awardRewardWins(ctx, comp, now);
  });
  if (reserved.pointsEarned > 0 && input.userId)
    addPoints(
      db,
      input.userId,
      'order-earn',
      `Points earned for order #${reserved.orderId}`,
      reserved.pointsEarned,
      now,
    );
  return { ...reserved, lines, hits };
}

export function receipt(ctx: Ctx, to: string, placed: PlacedOrder): void {
  const lines = placed.lines.map((l) => `- ${l.title} x ${l.quantity}: tickets ${l.tickets.join(', ')}`).join('\n');
  const wins = placed.hits
    .map(
      (h) =>
        `- Instant win! Ticket ${h.ticket_number} won ${h.prize}${h.claimable ? `. Claim it: ${claimLink(ctx, h.win_id)}` : ''}`,
    )
    .join('\n');
  mail(
    ctx,
    to,
    `Your order #${placed.orderId} is confirmed`,
    `Thank you for your order #${placed.orderId}.\n\n${lines}\n${wins ? `\n${wins}\n` : ''}\nTotal paid: ${poundsText(placed.total)}\nPoints earned: ${placed.pointsEarned}\n\nView it: ${ctx.storefrontUrl}/account/recent/orders/order-detail/${placed.orderId}\n`,
  );
}

export const moneyText = (pence: number): string => pounds(pence).toFixed(2);
