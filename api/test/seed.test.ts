// The demo data's wins are exactly the ones its fixture picks (api/README.md "Fixture format"): a
// fixture order that picks no numbers gets random ones, never an instant-win number, so the
// instant-win page's count is the same on every reset.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, startTestProvider } from './helpers';

let api: Api;
const TOKEN = 'seed-ordinary-buyer-token';

beforeAll(async () => {
  api = await startTestProvider();
});
afterAll(() => api.close());

it('an order that picks no numbers never lands on an instant win', async () => {
  const r = await api.local('seed', {
    users: [{ email: 'ordinary@example.co.uk', first_name: 'Olive', last_name: 'Ordinary', token: TOKEN }],
    competitions: [
      {
        ref: 'nearly-all-prizes',
        title: 'Nearly All Prizes',
        category: 'cash',
        price: 1,
        total_tickets: 10,
        max_per_user: 5,
        closes_in_hours: 24,
        instant_wins: [
          { title: '£5 Site Credit', type: 'site_credit', value: 5, tickets: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
        ],
      },
    ],
    orders: [{ user: 'ordinary@example.co.uk', lines: [{ competition: 'nearly-all-prizes', quantity: 1 }] }],
  });
  expect(r.success).toBe(true);
  const orders = await api.v1('orders', { token: TOKEN, page: 1, limit: 10 });
  const id = orders.body.data[0].order_id_;
  const detail = await api.v1('order_detail', { token: TOKEN, id });
  expect(detail.body.data.product[0].tickets.map(Number)).toEqual([10]);
  const winners = await api.v1('winners', { page: 1, limit: 50 });
  // Winners are named "First L." (the demo's own "Oliver C." is in the same list).
  expect(winners.body.data.map((w: { name: string }) => w.name)).not.toContain('Olive O.');
});
