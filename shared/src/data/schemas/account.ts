import {
  array,
  boolean,
  type InferOutput,
  looseObject,
  nullable,
  number,
  optional,
  picklist,
  string,
  union,
} from 'valibot';
import { amount, maybeText, successWith } from './answer';

// The account area's reads (mf-account), checked at the edge: a field a screen reads is required.

export const couponsAnswer = successWith({
  data: array(looseObject({ code: string(), amount, description: maybeText, discount_type: optional(string()) })),
});

/** With only the token the bank call answers the saved details, masked; a new account has none. */
export const bankDetailsAnswer = successWith({
  data: optional(looseObject({ account_number: maybeText, sort_code: maybeText })),
});

export const siteCreditAnswer = successWith({
  site_credit: amount,
  credit_logs: array(looseObject({ description: string(), date_display_human: string(), amount: number() })),
});

/** get_user_details as the responsible-play screen reads it: every limit field may be absent. */
export const responsiblePlayAnswer = successWith({
  data: looseObject({
    limit_duration: maybeText,
    limit_value: optional(amount),
    lockout_period: maybeText,
    current_spending: optional(amount),
    lock_account: optional(union([boolean(), string()])),
    locking_period: maybeText,
    pending_limit_duration: optional(nullable(picklist(['', 'daily', 'weekly', 'monthly']))),
    pending_limit_value: optional(amount),
    pending_limit_at: maybeText,
  }),
});

const orderAddress = {
  first_name: string(),
  last_name: string(),
  address_1: string(),
  address_2: string(),
  city: string(),
  state: string(),
  postcode: string(),
};

export const orderDetailAnswer = successWith({
  data: looseObject({
    id: number(),
    status: string(),
    date_created: looseObject({ date: string() }),
    total: string(),
    subtotal: optional(string()),
    payment_method_title: string(),
    product: array(
      looseObject({
        title: string(),
        quantity: number(),
        tickets: array(number()),
        draw_date: nullable(string()),
        draw_time: nullable(string()),
        price: amount,
      }),
    ),
    billing: looseObject({ ...orderAddress, phone: string(), email: string() }),
    shipping: looseObject(orderAddress),
  }),
});

export type CouponsAnswer = InferOutput<typeof couponsAnswer>;
export type BankDetailsAnswer = InferOutput<typeof bankDetailsAnswer>;
export type SiteCreditAnswer = InferOutput<typeof siteCreditAnswer>;
export type ResponsiblePlayAnswer = InferOutput<typeof responsiblePlayAnswer>;
export type OrderDetailAnswer = InferOutput<typeof orderDetailAnswer>;
