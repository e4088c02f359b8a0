// A user's orders and entries (get_purchased_competition, orders, order_detail, order_confirmation).
import type { UserRow } from '../auth/repository';
import { drawOutcomeOf } from '../catalog/competitions';
import { drawAtOf } from '../catalog/repository';
import { ApiError, absolute, type Ctx } from '../context';
import type { OrderDetail } from '../types';
import { num, paged, parseJson, pounds, poundsText, str, ukDateTime } from '../util';
import {
  entriesByOrder,
  instantWinsOfOrder,
  linesOf,
  orderByKey,
  orderCount,
  orderOf,
  ordersPage,
  ticketsOfLine,
  winsOnTickets,
} from './history-repository';

/**
 * The account's entries per competition and order, each drawn one with its winning ticket and the
 * wins on these tickets, so the account can mark every ticket won or not (api/README.md "Draws").
 */
export const purchasedEntries = (ctx: Ctx, user: UserRow) =>
  entriesByOrder(ctx.db, user.id).map((r) => {
    const d = ukDateTime(r.draw_at);
    const tickets = str(r.tickets)
      .split(',')
      .map(Number)
      .sort((a, z) => a - z);
    const drawn = num(r.drawn) === 1;
    const mine = new Set(tickets);
    return {
      competition_id: num(r.competition_id),
      competition_title: r.title,
      order_id: num(r.order_id),
      ticket_numbers: tickets,
      draw_date: d.date,
      draw_time: d.time,
      status: drawn ? 'drawn' : 'upcoming',
      image: absolute(ctx, r.image),
      ...(drawn ? { winning_ticket: drawOutcomeOf(ctx, num(r.competition_id))?.winning_ticket ?? null } : {}),
      wins: winsOnTickets(ctx.db, user.id, num(r.competition_id))
        .filter((w) => mine.has(num(w.ticket_number)))
        .map((w) => ({
          ticket_number: num(w.ticket_number),
          kind: w.kind as 'draw' | 'instant' | 'reward',
          prize: w.prize,
          win_id: num(w.id),
          claimable: num(w.claimable) === 1,
        })),
    };
  });

export function orderList(ctx: Ctx, user: UserRow, page: number, limit: number) {
  const rows = ordersPage(ctx.db, user.id, limit, (page - 1) * limit).map((o) => ({
    order_id_: num(o.id),
    order_status: o.status,
    order_date: o.created_at || null,
    order_total: poundsText(num(o.total)),
    item_count: num(o.items),
  }));
  return paged(rows, orderCount(ctx.db, user.id), page, limit);
}

const address = (a: Record<string, string>) => ({
  first_name: str(a.first_name),
  last_name: str(a.last_name),
  address_1: str(a.address_1),
  address_2: str(a.address_2),
  city: str(a.city),
  state: str(a.state),
  postcode: str(a.postcode),
});

export function orderDetail(ctx: Ctx, user: UserRow, id: number): OrderDetail & Record<string, unknown> {
  const o = orderOf(ctx.db, id, user.id);
  if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
  const billing = parseJson<Record<string, string>>(o.billing, {});
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
    product: linesOf(ctx.db, id).map((l) => {
      const drawAt = drawAtOf(ctx.db, l.competition_id);
      const draw = drawAt ? ukDateTime(drawAt) : null;
      return {
        title: l.title,
        quantity: num(l.quantity),
        tickets: ticketsOfLine(ctx.db, id, l.competition_id),
        draw_date: draw?.date ?? null,
        draw_time: draw?.time ?? null,
        price: pounds(num(l.unit_price) * num(l.quantity)).toFixed(2),
        competition_id: l.competition_id,
        answer: l.answer,
      };
    }),
    billing: { ...address(billing), phone: str(billing.phone), email: str(billing.email) },
    shipping: address(parseJson<Record<string, string>>(o.shipping, {})),
  };
}

export function orderConfirmation(ctx: Ctx, user: UserRow, orderId: number, key: string) {
  const o = orderByKey(ctx.db, orderId, user.id, key);
  if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
  return {
    order_id: num(o.id),
    order_key: o.order_key,
    status: o.status,
    total: poundsText(num(o.total)),
    lines: linesOf(ctx.db, o.id).map((l) => ({
      competition_id: num(l.competition_id),
      title: l.title,
      quantity: num(l.quantity),
      tickets: ticketsOfLine(ctx.db, o.id, l.competition_id),
      draw_at: drawAtOf(ctx.db, l.competition_id) ?? null,
    })),
    // Where the receipt with the ticket numbers went (place-order.ts `receipt`).
    receipt_email: parseJson<{ email?: string }>(o.billing, {}).email || user.email,
    instant_wins: instantWinsOfOrder(ctx.db, o.id).map((w) => ({
      ticket_number: num(w.ticket_number),
      win_id: num(w.id),
      claimable: num(w.claimable) === 1,
      prize: w.prize,
      image: absolute(ctx, w.image),
      competition_title: w.title,
    })),
    points_earned: num(o.points_earned),
  };
}
