// The default demo data (loaded when the database is empty and by /__local/reset).
// Every time is relative to now, so closing dates stay in the future.

import { DEMO_COMPETITIONS } from './demo-competitions';
import { SETTINGS } from './demo-settings';
import type { Fixture } from './fixture-types';

export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };
export const SECOND = { email: 'second@example.co.uk', password: 'SecondPassword!2026' };
/** Demo customers without a password: their orders make the winners page's first rows. */
const SARAH = 'sarah.t@example.co.uk';
const JAMES = 'james.w@example.co.uk';
export const CATEGORIES = ['cash', 'tech', 'cars', 'lifestyle', 'holidays'] as const;

const ORDER_PLAN: [string, number][] = [
  ['cash-500', 2],
  ['ps5', 3],
  ['iphone', 1],
  ['switch', 2],
  ['raptor', 1],
  ['golf', 2],
  ['rolex', 1],
  ['dyson', 3],
  ['maldives', 1],
  ['nyc', 2],
  ['lapland', 1],
  ['cash-2500', 2],
  ['cash-250', 1],
  ['cash-1000', 1],
  ['ps5', 1],
  ['iphone', 2],
  ['switch', 1],
  ['raptor', 2],
  ['golf', 1],
  ['rolex', 2],
  ['maldives', 1],
  ['nyc', 1],
  ['xmas-cash', 3],
  ['evoque', 2],
  ['dyson', 1],
  ['cash-500', 1],
];

/**
 * Wins happen through checkout's own paths (the demo once listed winners of tickets its
 * competitions still showed as available): picked numbers that hold instant prizes, and Sarah's
 * ps5 order, the first by an account once sales pass 25 %, wins the ps5's reward.
 */
const WINNING_ORDERS: NonNullable<Fixture['orders']> = [
  { user: SARAH, status: 'completed', days_ago: 3, lines: [{ competition: 'ps5', quantity: 2 }] },
  {
    user: DEMO.email,
    status: 'completed',
    days_ago: 4,
    lines: [{ competition: 'cash-10k', quantity: 3, tickets: [111, 777, 2500] }],
  },
  { user: JAMES, status: 'completed', days_ago: 2, lines: [{ competition: 'cash-10k', quantity: 1, tickets: [4321] }] },
];

export function defaultFixture(): Fixture {
  const orders: NonNullable<Fixture['orders']> = [...WINNING_ORDERS];
  orders.push(
    ...ORDER_PLAN.map(([ref, qty], i) => ({
      user: DEMO.email,
      status: i === 4 || i === 15 ? 'admin-comp-win' : i < 6 ? 'processing' : 'completed',
      days_ago: ref === 'xmas-cash' ? 6 : ref === 'evoque' ? 12 : 1 + i * 2,
      lines:
        i % 5 === 0 && ref !== 'xmas-cash' && ref !== 'evoque'
          ? [
              { competition: ref, quantity: qty },
              { competition: 'nyc', quantity: 1 },
            ]
          : [{ competition: ref, quantity: qty }],
    })),
  );
  orders.push({
    user: DEMO.email,
    status: 'completed',
    days_ago: 3,
    lines: [{ competition: 'tesla', quantity: 2, answer: 'Edinburgh' }],
  });
  orders.push({
    user: SECOND.email,
    status: 'completed',
    days_ago: 2,
    lines: [
      { competition: 'ps5', quantity: 2 },
      { competition: 'rolex', quantity: 1 },
    ],
  });
  orders.push({
    user: SECOND.email,
    status: 'processing',
    days_ago: 1,
    lines: [{ competition: 'maldives', quantity: 3 }],
  });
  const points_log: NonNullable<Fixture['points_log']> = [
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -150, days_ago: 40 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -50, days_ago: 30 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -25, days_ago: 20 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -10, days_ago: 8 },
    { user: DEMO.email, type: 'welcome-bonus', description: 'Welcome bonus', points: 250, days_ago: 80 },
    { user: DEMO.email, type: 'review-bonus', description: 'Thanks for your review', points: 50, days_ago: 15 },
    {
      user: DEMO.email,
      type: 'referral-bonus',
      description: 'A friend joined with your link',
      points: 100,
      days_ago: 50,
    },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -40, days_ago: 45 },
    { user: DEMO.email, type: 'birthday-bonus', description: 'Happy birthday from us', points: 75, days_ago: 35 },
    { user: DEMO.email, type: 'order-redeem', description: 'Points redeemed on order', points: -20, days_ago: 5 },
    { user: DEMO.email, type: 'streak-bonus', description: 'Five weeks in a row', points: 30, days_ago: 12 },
  ];
  return {
    settings: SETTINGS,
    competitions: DEMO_COMPETITIONS,
    users: [
      {
        email: DEMO.email,
        password: DEMO.password,
        first_name: 'Demo',
        last_name: 'Customer',
        date_of_birth: '1988-04-12',
        billing: {
          phone: '07700 900123',
          address_1: '12',
          address_2: 'High Street',
          city: 'Manchester',
          postcode: 'M1 1AA',
          state: 'Greater Manchester',
        },
        bank: { account_number: '12345678', sort_code: '112233' },
      },
      {
        email: SECOND.email,
        password: SECOND.password,
        first_name: 'Second',
        last_name: 'Shopper',
        date_of_birth: '1995-11-03',
        billing: {
          phone: '07700 900456',
          address_1: 'Flat 3',
          address_2: 'Queen Street',
          city: 'Cardiff',
          postcode: 'CF10 2BU',
          state: '',
        },
        bank: { account_number: '87654321', sort_code: '404040' },
      },
      { email: SARAH, first_name: 'Sarah', last_name: 'Thompson', date_of_birth: '1990-06-21' },
      { email: JAMES, first_name: 'James', last_name: 'Walker', date_of_birth: '1984-02-09' },
    ],
    coupons: [
      { code: 'WELCOME10', description: '10% off your next order', kind: 'percent', amount: 10, user: DEMO.email },
      { code: 'FIVEOFF', description: '£5 off any order', kind: 'fixed', amount: 5, user: DEMO.email },
      { code: 'LUCKY2026', kind: 'fixed', amount: 2, user: DEMO.email },
      { code: 'SECOND5', description: '£5 off for the second shopper', kind: 'fixed', amount: 5, user: SECOND.email },
    ],
    orders,
    points_log,
    credit_log: [
      { user: DEMO.email, description: 'Welcome credit', amount: 10, days_ago: 60 },
      { user: DEMO.email, description: 'Paid for order', amount: -3.98, days_ago: 18 },
      { user: DEMO.email, description: 'Refund: competition cancelled', amount: 2.5, days_ago: 9 },
    ],
  };
}

// The tabs' order is the storefront's (Responsible Play is index 4).
