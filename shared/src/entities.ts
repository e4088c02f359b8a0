// The entities of requirements §3 and the shapes of the calls it leaves unshown. A shape the host
// responds with is the type its response schema gives (./responses/, docs/host-responses.md): one
// schema per shape, its type inferred, snake_case kept (these are wire names). What is left here
// is the client's own state and what it sends.

import type { CartTotals } from './responses/basket';
import type { Competition } from './responses/catalog';

export type {
  BankDetails,
  Coupon,
  CreditLogEntry,
  OrderAddress,
  OrderDetail,
  OrderListItem,
  PointsLogEntry,
  ResponsiblePlay,
  SignedInUser,
  TicketRecord,
  TicketWin,
  UserDetails,
} from './responses/account';
export type {
  CartTotals,
  LimitedCartLine,
  OrderConfirmation,
  SavedCard,
  StoreAddress,
  StoreCart,
  StoreCartItem,
  TenderQuote,
} from './responses/basket';
export type {
  ClaimablePrize,
  ClaimStatus,
  Competition,
  DrawEntry,
  DrawOutcome,
  DrawProofData,
  DrawResult,
  HowItWorksStep,
  InstantWinPrize,
  InstantWinTicket,
  RewardWin,
  Winner,
} from './responses/catalog';
export type { FaqEntry } from './responses/engagement';
export type { LegalTab, SeoSettings, SiteSettings, WinnerStats } from './responses/site';

/** A basket line as the client keeps it (requirements §3): the quantity as text. */
export interface CartItem {
  id: number;
  key: string;
  /** The store sends the quantity as a number; the client keeps it as text. */
  quantity: string;
  totals?: CartTotals | null;
  competition: Competition;
}

/** What the shopper chooses at checkout; the shop works out every amount from it. */
export interface TenderChoice {
  use_credit?: boolean;
  redeem_points?: number;
}
