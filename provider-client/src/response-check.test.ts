import { type CallName, providerCalls } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callProvider, setProviderClient } from './client';

// The tolerant reader (docs/adr/011-tolerant-reader.md, docs/host-responses.md): the responses of a host in the spec's
// minimal shape and in a PHP host's types, read through the shared client as every screen reads
// them. api/test/host-responses.test.ts reads every call of our provider in all three shapes.

/** A host that responds to every call with `response` (as JSON text, as a real host does). */
function hostResponding(response: unknown) {
  const request = async () => ({ data: JSON.stringify(response), status: 200, headers: {} });
  setProviderClient({ request } as unknown as Parameters<typeof setProviderClient>[0]);
}

async function read(call: CallName, response: unknown) {
  hostResponding(response);
  const result = await callProvider(call, {} as never);
  if (!result.ok) throw new Error(`${call}: ${result.error.message}`);
  return result.data as Record<string, unknown> & { data?: unknown };
}

async function refused(call: CallName, response: unknown) {
  hostResponding(response);
  const result = await callProvider(call, {} as never);
  return result.ok ? null : result.error;
}

/** A competition with only what a screen cannot do without (requirements §3, §5 and §7). */
const minimalCompetition = {
  id: 7,
  title: 'Win a Car',
  price_per_ticket: 2.5,
  total_sell_tickets: 500,
  competition_product_id: 1007,
};

afterEach(() => vi.restoreAllMocks());

describe('a competition list sent as { success, data } (the spec shows no list fields)', () => {
  it('reads its items with every optional field at its default, and leaves the paging unknown', async () => {
    const response = await read('featured_competition', { success: true, data: [minimalCompetition] });
    expect(response.total_pages).toBeUndefined();
    expect(response.total).toBeUndefined();
    expect(response.data).toEqual([
      expect.objectContaining({
        ...minimalCompetition,
        category: '',
        closing_date: '',
        image: '',
        gallery_images: [],
        status: '',
        total_ticket_sold: 0,
        max_ticket_per_user: 500,
        reward_wins: [],
        instant_wins: [],
        instant_wins_tickets: [],
        enable_instant_wins: false,
        comp_question: false,
        question_options: [],
        hide_ticket_count: false,
        hide_timer: false,
        disable_tickets: false,
        live_draw: false,
      }),
    ]);
    expect((response.data as Record<string, unknown>[])[0]).not.toHaveProperty('sale_price');
  });

  it('reads a PHP host: numbers, ids and flags as text, a list with gaps as an object, extra fields', async () => {
    const php = {
      success: true,
      data: [
        {
          id: '12',
          title: 'Cash £500',
          price_per_ticket: '1.50',
          total_sell_tickets: '1000',
          total_ticket_sold: '10',
          max_ticket_per_user: '25',
          competition_product_id: '1012',
          hide_timer: '0',
          hide_ticket_count: 'no',
          live_draw: '1',
          enable_instant_wins: 1,
          disable_tickets: false,
          sale_price: '',
          gallery_images: 'a.jpg, b.jpg',
          question_options: ['Red', 'Blue'],
          instant_wins: {
            0: { id: '3', title: '£5 credit', value: '5', ticket_numbers: ['7', '99'], won: [{ ticket_number: '7' }] },
            2: { id: '4', title: 'Watch', ticket_numbers: [] },
          },
          instant_wins_tickets: [{ ticket_number: '7', prize_id: '3', won: '1' }],
          _links: { self: [{ href: 'https://shop.example/wp-json/wp/v2/product/12' }] },
          meta_data: [{ key: '_lottery_max_tickets', value: '1000' }],
        },
      ],
      total_pages: '3',
      total: '25',
    };
    const response = await read('competition', php);
    expect(response.total_pages).toBe(3);
    expect(response.total).toBe(25);
    const [c] = response.data as Record<string, unknown>[];
    expect(c).toMatchObject({
      id: 12,
      price_per_ticket: 1.5,
      total_sell_tickets: 1000,
      total_ticket_sold: 10,
      max_ticket_per_user: 25,
      competition_product_id: 1012,
      hide_timer: false,
      hide_ticket_count: false,
      live_draw: true,
      enable_instant_wins: true,
      gallery_images: ['a.jpg', 'b.jpg'],
      instant_wins: [
        {
          id: 3,
          title: '£5 credit',
          value: 5,
          type: 'prize',
          ticket_numbers: [7, 99],
          won: [{ ticket_number: 7, winner: '' }],
        },
        { id: 4, title: 'Watch', value: 0, ticket_numbers: [], won: [] },
      ],
      instant_wins_tickets: [{ ticket_number: 7, prize_id: 3, won: true }],
    });
    expect(c?.sale_price, 'a sale price sent empty: no sale').toBeNull();
    expect(c).not.toHaveProperty('_links');
    expect(c).not.toHaveProperty('meta_data');
  });

  it('drops one competition that cannot be read, logs the call and the field, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await read('drawn_next_competition', {
      success: true,
      data: [minimalCompetition, { id: 8, title: 'No price', total_sell_tickets: 10, competition_product_id: 8 }],
    });
    expect((response.data as { id: number }[]).map((c) => c.id)).toEqual([7]);
    expect(warn).toHaveBeenCalledWith('[data] drawn_next_competition: dropped data[1] (price_per_ticket: missing)');
  });

  it('drops a prize that cannot be read, not the competition (one such prize once blanked the page)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await read('getcompetition', {
      success: true,
      data: {
        ...minimalCompetition,
        instant_wins: [
          { id: 1, ticket_numbers: [3] },
          { id: 2, title: 'Car' },
        ],
      },
    });
    expect((response.data as { instant_wins: unknown[] }).instant_wins).toEqual([
      { id: 2, title: 'Car', type: 'prize', value: 0, image: '', ticket_numbers: [], won: [] },
    ]);
  });
});

describe('the account responses', () => {
  it('reads an order detail whose product has no draw_time, and a date sent as text', async () => {
    const response = await read('order_detail', {
      success: true,
      data: {
        id: '42',
        date_created: '2024-03-05 10:00:00',
        product: [
          { title: 'Car', quantity: '2', tickets: ['11', '12'], draw_date: '2024-04-01', draw_time: '20:00', price: 5 },
          { title: 'Cash', tickets: '7' },
        ],
      },
    });
    expect(response.data).toEqual({
      id: 42,
      status: '',
      date_created: { date: '2024-03-05 10:00:00' },
      total: '',
      payment_method_title: '',
      product: [
        { title: 'Car', quantity: 2, tickets: [11, 12], draw_date: '2024-04-01', draw_time: '20:00', price: '5' },
        { title: 'Cash', quantity: 1, tickets: [7], draw_date: null, draw_time: null, price: null },
      ],
      billing: {
        first_name: '',
        last_name: '',
        address_1: '',
        address_2: '',
        city: '',
        state: '',
        postcode: '',
        phone: '',
        email: '',
      },
      shipping: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '' },
    });
  });

  it('reads orders without total_pages, dates or counts, and points with text numbers', async () => {
    const orders = await read('orders', { success: true, data: [{ order_id_: '5' }] });
    expect(orders).toEqual({
      success: true,
      data: [{ order_id_: 5, order_status: '', order_date: null, order_total: '' }],
    });
    const points = await read('points', {
      success: '1',
      points: '120',
      totalLogs: '2',
      logs: [
        { description: 'Order #5', date_display_human: '2 days ago', type: 'order-redeem', points: '-20' },
        { points: 5 },
      ],
    });
    expect(points).toMatchObject({
      success: true,
      points: 120,
      totalLogs: 2,
      logs: [
        { description: 'Order #5', date_display_human: '2 days ago', type: 'order-redeem', points: -20 },
        { description: '', date_display_human: '', type: '', points: 5 },
      ],
      site_credit: 0,
      credit_logs: [],
    });
  });

  it('reads coupons with amounts as numbers and no description, and user details with numbers as text', async () => {
    const coupons = await read('get_coupons', { success: true, data: [{ code: 'SAVE5', amount: 5 }] });
    expect(coupons.data).toEqual([{ code: 'SAVE5', description: '', amount: '5' }]);
    const user = await read('get_user_details', {
      success: true,
      data: { id: '3', first_name: 'Ada', billing_phone: 7700900123, limit_value: '50.00', lock_account: '0' },
    });
    expect(user.data).toMatchObject({
      id: 3,
      first_name: 'Ada',
      billing_phone: '7700900123',
      limit_value: 50,
      lock_account: false,
    });
    expect(user.data).not.toHaveProperty('last_name');
  });

  it('a session check without a token, and a save without an explicit success, cannot be read', async () => {
    expect(await refused('checkAuth', { success: true, data: { first_name: 'Ada' } })).toMatchObject({
      type: 'invalid-response',
      message: 'The response to checkAuth could not be read (data.token: missing).',
    });
    expect(await refused('update_user_details', {})).toMatchObject({ type: 'invalid-response' });
    expect(await read('update_user_details', { success: 1 })).toEqual({ success: true });
  });

  it('reads a refusal however the host writes its false, with the host own words', async () => {
    for (const success of [false, 0, '0', 'false']) {
      expect(await read('get_coupons', { success, error: 'Invalid token.' })).toEqual({
        success: false,
        error: 'Invalid token.',
      });
    }
    expect(await read('orders', { success: false, message: 'Session expired.' })).toEqual({
      success: false,
      error: 'Session expired.',
    });
  });
});

describe('settings, stats and the basket', () => {
  it('reads site settings a PHP host typed, and an empty settings object with every default', async () => {
    const response = await read('getsettings', {
      success: true,
      data: {
        suggested_tickets: '5,10,25',
        show_question: '1',
        main_competition: '12',
        slider_speed: '4000',
        slider_height_desktop: '520',
        announcement: 'Free entry by post',
      },
    });
    expect(response.data).toEqual({
      suggested_tickets: [5, 10, 25],
      show_question: true,
      main_competition: 12,
      slider_speed: 4000,
      slider_height_desktop: 520,
      announcement: 'Free entry by post',
      live_draw_info: '',
      reward_prize_info: '',
      frontend_scripts: '',
    });
    expect((await read('getsettings', { success: true, data: {} })).data).toMatchObject({
      suggested_tickets: [],
      show_question: false,
      main_competition: null,
    });
    expect(await read('get_realtime_winners_prize_value', { success: true, totalPrizeValue: '12500.50' })).toEqual({
      success: true,
      totalPrizeValue: 12500.5,
    });
  });

  it('reads Store API cart items with a text quantity, and a line without totals', async () => {
    const items = await read('cartItems', [
      {
        key: 'a1',
        id: 1007,
        quantity: '2',
        totals: { line_total: '500', currency_minor_unit: '2' },
        competition: minimalCompetition,
      },
      { key: 'b2', quantity: 1, competition: { ...minimalCompetition, id: 8, competition_product_id: '1008' } },
    ]);
    expect(items).toEqual([
      expect.objectContaining({
        key: 'a1',
        id: 1007,
        quantity: 2,
        totals: { line_total: '500', currency_minor_unit: 2 },
      }),
      expect.objectContaining({ key: 'b2', id: 1008, quantity: 1, totals: null }),
    ]);
  });

  it('has a check for every call of the contract', async () => {
    const { responseSchemas } = await import('@shop/shared/responses');
    expect(Object.keys(responseSchemas).sort()).toEqual(Object.keys(providerCalls).sort());
  });
});
