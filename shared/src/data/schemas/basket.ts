import { array, boolean, type InferOutput, looseObject, nullable, number, optional, string } from 'valibot';
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
      looseObject({
        ticket_number: number(),
        prize: string(),
        image: string(),
        competition_title: string(),
        win_id: optional(number()),
        claimable: optional(boolean()),
      }),
    ),
    points_earned: number(),
  }),
});

export type OrderConfirmationAnswer = InferOutput<typeof orderConfirmationAnswer>;

/** The account's saved cards (payment_methods): the brand, the last four digits and the expiry, never the number. */
export const savedCardsAnswer = successWith({
  data: array(
    looseObject({
      id: string(),
      brand: string(),
      last4: string(),
      exp_month: number(),
      exp_year: number(),
      wallet: optional(nullable(string()), null),
    }),
  ),
});

export type SavedCardsAnswer = InferOutput<typeof savedCardsAnswer>;
export type SavedCard = SavedCardsAnswer['data'][number];
