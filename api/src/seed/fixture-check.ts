// A fixture is validated as a whole before anything is written (api/README.md "Fixture format"):
// each part through a schema made of the request field rules, labelled by its place in the file.

import { field, parseRequest, requestBody } from '@shop/shared/validation';
import * as v from 'valibot';
import type { Fixture } from './fixture-types';

const list = (name: string, max: number) => field({ type: 'array', max, label: name });
const Top = requestBody({
  reset: field({ type: 'boolean', label: 'reset' }),
  defaults: field({ type: 'boolean', label: 'defaults' }),
  draw_due: field({ type: 'boolean', label: 'draw_due' }),
  settings: field({ type: 'object', label: 'settings' }),
  competitions: list('competitions', 1000),
  users: list('users', 5000),
  coupons: list('coupons', 1000),
  orders: list('orders', 5000),
  points_log: list('points_log', 10000),
  credit_log: list('credit_log', 10000),
  wins: list('wins', 1000),
});

const competition = (at: string) =>
  v.pipe(
    requestBody({
      title: field({ type: 'string', required: true, max: 200, label: `${at}.title` }),
      category: field({ type: 'string', required: true, max: 50, label: `${at}.category` }),
      price: field({ type: 'number', required: true, min: 0, label: `${at}.price` }),
      closes_in_hours: field({ type: 'number', required: true, label: `${at}.closes_in_hours` }),
      total_tickets: field({ type: 'int', required: true, min: 1, max: 1000000, label: `${at}.total_tickets` }),
      max_per_user: field({ type: 'int', required: true, min: 1, label: `${at}.max_per_user` }),
      pre_sold: field({ type: 'int', min: 0, label: `${at}.pre_sold`, default: 0 }),
      question: field({ type: 'string', max: 500, label: 'question' }),
      correct_answer: field({ type: 'string', max: 200, label: 'correct_answer' }),
      options: field({ type: 'array', max: 10, label: 'options' }),
    }),
    v.check((c) => !c.question || !!c.correct_answer, `${at}: a question needs correct_answer.`),
    v.check((c) => c.pre_sold <= c.total_tickets, `${at}: pre_sold exceeds total_tickets.`),
  );

const user = (at: string) =>
  requestBody({
    email: field({
      type: 'string',
      required: true,
      max: 200,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      label: `${at}.email`,
    }),
    first_name: field({ type: 'string', required: true, max: 100, label: `${at}.first_name` }),
    last_name: field({ type: 'string', required: true, max: 100, label: `${at}.last_name` }),
    password: field({ type: 'string', max: 200, label: 'password' }),
    token: field({ type: 'string', min: 8, max: 200, label: `${at}.token` }),
    verified: field({ type: 'boolean', label: `${at}.verified` }),
    date_of_birth: field({
      type: 'string',
      pattern: /^\d{4}-\d{2}-\d{2}$/,
      patternMessage: `${at}.date_of_birth must be YYYY-MM-DD.`,
      label: 'date_of_birth',
    }),
  });

const coupon = (at: string) =>
  v.pipe(
    requestBody({
      code: field({ type: 'string', required: true, max: 64, label: `${at}.code` }),
      usage_limit: field({ type: 'int', min: 0, label: `${at}.usage_limit` }),
      usage_limit_per_user: field({ type: 'int', min: 0, label: `${at}.usage_limit_per_user` }),
      expires_at: field({ type: 'string', max: 40, label: `${at}.expires_at` }),
      minimum_amount: field({ type: 'number', min: 0, label: `${at}.minimum_amount` }),
    }),
    v.check(
      (c) => c.expires_at === undefined || !Number.isNaN(Date.parse(c.expires_at)),
      `${at}.expires_at is not a date.`,
    ),
  );

/** The fixture, or a 400 naming the first problem (nothing is written). */
export function check(fx: unknown): Fixture {
  const top = parseRequest(Top, fx);
  for (const [i, c] of (top.competitions ?? []).entries()) parseRequest(competition(`competitions[${i}]`), c);
  for (const [i, u] of (top.users ?? []).entries()) parseRequest(user(`users[${i}]`), u);
  for (const [i, c] of (top.coupons ?? []).entries()) parseRequest(coupon(`coupons[${i}]`), c);
  return fx as Fixture;
}
