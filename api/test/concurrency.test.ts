import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, cartSession, startTestProvider } from './helpers';

let api: Api;
const BUYERS = 200;
const BILLING = {
  first_name: 'Buyer',
  last_name: 'Test',
  address_1: '1',
  address_2: '',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 1AA',
  country: 'GB',
  email: 'buyer@example.co.uk',
};

beforeAll(async () => {
  api = await startTestProvider();
  const users = Array.from({ length: BUYERS }, (_, i) => ({
    email: `buyer${i}@example.co.uk`,
    first_name: `Buyer${i}`,
    last_name: 'Test',
    token: `buyer-token-${String(i).padStart(4, '0')}`,
  }));
  const r = await api.local('seed', {
    users,
    competitions: [
      {
        ref: 'last50',
        title: 'Last Fifty Tickets',
        category: 'cash',
        price: 1,
        total_tickets: 1000,
        max_per_user: 5,
        closes_in_hours: 24,
        pre_sold: 950,
      },
    ],
  });
  expect(r.success).toBe(true);
});
afterAll(() => api.close());

it('200 simultaneous checkouts for the last 50 tickets sell exactly 50, each number once, and tell every rejected buyer why', async () => {
  const comp = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Last Fifty Tickets',
  );
  expect(comp.total_ticket_sold).toBe(950);
  const sessions = Array.from({ length: BUYERS }, () => cartSession(api));
  // Everyone fills a basket first (baskets do not reserve tickets).
  for (let i = 0; i < BUYERS; i += 25) {
    await Promise.all(
      sessions.slice(i, i + 25).map(async (s, j) => {
        await s.init();
        const add = await s.store('cart/add-item', {
          id: comp.competition_product_id,
          quantity: 1,
          token: `buyer-token-${String(i + j).padStart(4, '0')}`,
        });
        expect(add.status).toBe(201);
      }),
    );
  }
  const results = await Promise.all(
    sessions.map((s, i) => s.payCard({ token: `buyer-token-${String(i).padStart(4, '0')}`, billing_address: BILLING })),
  );
  const ok = results.filter((r) => r.status === 200);
  const rejected = results.filter((r) => r.status !== 200);
  expect(ok).toHaveLength(50);
  expect(rejected).toHaveLength(150);
  for (const r of rejected) {
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('shop_sold_out');
    // Sold out, or the last tickets reserved by buyers whose payment was still being decided.
    expect(r.body.message).toMatch(
      /(has sold out|being paid for by other shoppers right now); your order was not placed/,
    );
  }
  const tickets = ok.flatMap((r) => r.body.lines[0].tickets as number[]);
  expect(tickets).toHaveLength(50);
  expect(new Set(tickets).size).toBe(50);
  const after = (await api.v1('getcompetition', { id: comp.id })).body.data;
  expect(after.total_ticket_sold).toBe(1000);
  expect(after.status).toBe('sold_out');
  // Rejected buyers keep their basket.
  const kept = await sessions[results.indexOf(rejected[0]!)]!.store('cart');
  expect(kept.body.items_count).toBe(1);
}, 60_000);
