// @shop/shared: what the teams and the provider agree on, and nothing else (../README.md). This
// entry is the call table, the shapes the calls carry (each type inferred from its response schema:
// ./responses/), the storage keys of requirements §9 and the rules every team reads a competition
// and a draw by. The other entries: /state (the shared effector units), /validation (form rules
// and messages), /format (money, dates, addresses), /requests and /responses (the schemas),
// /server-build (what a server build exports). React-free, with no runtime client
// (@shop/provider-client) and no React (@shop/react-kit).

export type { CallName, CallPayload, CallResponse, ProviderCallTable } from './api/calls';
export { callAt, callRoute, providerCalls, userTokenCalls } from './api/calls';
export {
  closingTime,
  isNewCompetition,
  isSaleActive,
  progressPercent,
  remainingTickets,
  ticketPrice,
} from './competition';
export type { DrawCheck, DrawProof } from './draws/verify';
export { verifyDraw } from './draws/verify';
export type {
  BankDetails,
  CartItem,
  ClaimablePrize,
  ClaimStatus,
  Competition,
  Coupon,
  CreditLogEntry,
  DrawEntry,
  DrawOutcome,
  DrawProofData,
  DrawResult,
  InstantWinPrize,
  InstantWinTicket,
  LegalTab,
  LimitedCartLine,
  OrderConfirmation,
  OrderDetail,
  OrderListItem,
  PointsLogEntry,
  ResponsiblePlay,
  RewardWin,
  SavedCard,
  SeoSettings,
  SignedInUser,
  SiteSettings,
  StoreCart,
  StoreCartItem,
  TenderChoice,
  TenderQuote,
  TicketRecord,
  TicketWin,
  UserDetails,
  Winner,
  WinnerStats,
} from './entities';
export { CACHE_KEYS, STORAGE_KEYS } from './storage/keys';
