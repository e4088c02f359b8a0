// Saved cards (api/README.md "Payments"): the payment service keeps a customer per account and its
// cards, as Stripe keeps Customers and PaymentMethods; the shop keeps only the customer's id and
// shows the brand, the last four digits and the expiry.
import type { UserRow } from '../auth/repository';
import { ApiError, type Ctx } from '../context';
import { paymentsOf } from '../payments/adapter';
import type { SavedCard } from '../payments/contract';
import { customerIdOf, setCustomerId } from './repository';

/** The account's customer at the payment service; made on first need when `create`. */
export async function customerOf(ctx: Ctx, userId: number, create: boolean): Promise<string | null> {
  const known = customerIdOf(ctx.db, userId);
  if (known || !create) return known;
  const made = await paymentsOf(ctx).createCustomer();
  // Two first checkouts at once: the first customer recorded wins, the other is never used.
  setCustomerId(ctx.db, userId, made);
  return customerIdOf(ctx.db, userId);
}

export async function savedCardsOf(ctx: Ctx, user: UserRow): Promise<SavedCard[]> {
  const customer = customerIdOf(ctx.db, user.id);
  return customer ? paymentsOf(ctx).savedCards(customer) : [];
}

/** Checks a saved card is this account's before a payment names it. */
export async function requireSavedCard(ctx: Ctx, user: UserRow, id: string): Promise<string> {
  const customer = customerIdOf(ctx.db, user.id);
  const cards = customer ? await paymentsOf(ctx).savedCards(customer) : [];
  if (!customer || !cards.some((c) => c.id === id))
    throw new ApiError(400, 'shop_saved_card', 'That saved card is not on your account; please choose another.');
  return customer;
}

export async function forgetSavedCard(ctx: Ctx, user: UserRow, id: string): Promise<SavedCard[]> {
  const customer = await requireSavedCard(ctx, user, id);
  await paymentsOf(ctx).forgetCard(customer, id);
  return paymentsOf(ctx).savedCards(customer);
}
