import type { OrderDetail } from '@shop/shared';
import { formatLongDate, formatPounds, formatTime12h } from '@shop/shared/format';

// Order screens' formatting (requirements §2 and §4).

/** Statuses show as received; only admin-comp-win is relabelled. */
export const statusLabel = (status: string): string => (status === 'admin-comp-win' ? 'Ticket Win' : status);

/** The provider's "2024-03-05 10:00:00.000000" (UTC) or an ISO string → a Date-readable string. */
export function normaliseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(value);
  if (!match) return value;
  const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(value)?.[1] ?? 'Z';
  return `${match[1]}T${match[2]}${zone}`;
}

export const orderDate = (value: string | null | undefined): string => formatLongDate(normaliseDate(value));

export function orderSentence(order: Pick<OrderDetail, 'id' | 'status' | 'date_created'>): string {
  return `Order #${order.id} was placed on ${orderDate(order.date_created?.date)} and is currently ${statusLabel(order.status)}.`;
}

export const drawTime = (value: string | null | undefined): string => formatTime12h(value);
export const drawDate = (value: string | null | undefined): string => formatLongDate(value);
/** Pounds with 2 decimals; N/A when the host sent no amount. */
export const money = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === '' ? 'N/A' : formatPounds(value);

/** 'for N Items' as the spec writes it. */
export const itemsText = (count: number): string => `for ${count} Items`;

export function addressLines(a: {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
}) {
  return [
    `${a.first_name} ${a.last_name}`.trim(),
    a.address_1,
    a.address_2,
    [a.city, a.state, a.postcode].filter(Boolean).join(', '),
  ].filter((line) => line && line.trim() !== '');
}
