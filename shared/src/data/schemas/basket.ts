import { array, type InferOutput, looseObject, number, string } from 'valibot';
import { successWith } from './answer';

// The basket's reads (mf-basket).

export const orderConfirmationAnswer = successWith({
  data: looseObject({
    order_id: number(),
    order_key: string(),
    status: string(),
    total: string(),
    lines: array(
      looseObject({ competition_id: number(), title: string(), quantity: number(), tickets: array(number()) }),
    ),
    instant_wins: array(
      looseObject({ ticket_number: number(), prize: string(), image: string(), competition_title: string() }),
    ),
    points_earned: number(),
  }),
});

export type OrderConfirmationAnswer = InferOutput<typeof orderConfirmationAnswer>;
