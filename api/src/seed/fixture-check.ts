// A fixture is validated as a whole before anything is written.

import { validate } from '@shop/shared/validation';
import { ApiError } from '../context';
import { num } from '../util';
import type { Fixture } from './fixture-types';

export function check(fx: unknown): Fixture {
  const top = validate(fx, {
    reset: { type: 'boolean' },
    defaults: { type: 'boolean' },
    draw_due: { type: 'boolean' },
    settings: { type: 'object' },
    competitions: { type: 'array', max: 1000 },
    users: { type: 'array', max: 5000 },
    coupons: { type: 'array', max: 1000 },
    orders: { type: 'array', max: 5000 },
    points_log: { type: 'array', max: 10000 },
    credit_log: { type: 'array', max: 10000 },
    wins: { type: 'array', max: 1000 },
  });
  for (const [i, c] of ((top.competitions as unknown[]) ?? []).entries()) {
    const v = validate(c, {
      title: { type: 'string', required: true, max: 200, label: `competitions[${i}].title` },
      category: { type: 'string', required: true, max: 50, label: `competitions[${i}].category` },
      price: { type: 'number', required: true, min: 0, label: `competitions[${i}].price` },
      closes_in_hours: { type: 'number', required: true, label: `competitions[${i}].closes_in_hours` },
      total_tickets: { type: 'int', required: true, min: 1, max: 1000000, label: `competitions[${i}].total_tickets` },
      max_per_user: { type: 'int', required: true, min: 1, label: `competitions[${i}].max_per_user` },
      pre_sold: { type: 'int', min: 0, label: `competitions[${i}].pre_sold` },
      question: { type: 'string', max: 500 },
      correct_answer: { type: 'string', max: 200 },
      options: { type: 'array', max: 10 },
    });
    if (v.question && !v.correct_answer)
      throw new ApiError(400, 'fixture', `competitions[${i}]: a question needs correct_answer.`);
    if (num(v.pre_sold) > num(v.total_tickets))
      throw new ApiError(400, 'fixture', `competitions[${i}]: pre_sold exceeds total_tickets.`);
  }
  for (const [i, u] of ((top.users as unknown[]) ?? []).entries()) {
    validate(u, {
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        label: `users[${i}].email`,
      },
      first_name: { type: 'string', required: true, max: 100, label: `users[${i}].first_name` },
      last_name: { type: 'string', required: true, max: 100, label: `users[${i}].last_name` },
      password: { type: 'string', max: 200 },
      token: { type: 'string', min: 8, max: 200, label: `users[${i}].token` },
      verified: { type: 'boolean', label: `users[${i}].verified` },
      date_of_birth: {
        type: 'string',
        pattern: /^\d{4}-\d{2}-\d{2}$/,
        patternMessage: `users[${i}].date_of_birth must be YYYY-MM-DD.`,
      },
    });
  }
  for (const [i, c] of ((top.coupons as unknown[]) ?? []).entries()) {
    const v = validate(c, {
      code: { type: 'string', required: true, max: 64, label: `coupons[${i}].code` },
      usage_limit: { type: 'int', min: 0, label: `coupons[${i}].usage_limit` },
      usage_limit_per_user: { type: 'int', min: 0, label: `coupons[${i}].usage_limit_per_user` },
      expires_at: { type: 'string', max: 40, label: `coupons[${i}].expires_at` },
      minimum_amount: { type: 'number', min: 0, label: `coupons[${i}].minimum_amount` },
    });
    if (v.expires_at !== undefined && Number.isNaN(Date.parse(String(v.expires_at))))
      throw new ApiError(400, 'fixture', `coupons[${i}].expires_at is not a date.`);
  }
  return fx as Fixture;
}
