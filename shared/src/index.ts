// @shop/shared: what the teams agree on, and nothing else (see ../README.md). React-free, and no
// runtime client: the provider client is @shop/provider-client, the React kit @shop/react-kit.

export type { CallName, CallPayload, CallResponse, ProviderCallTable } from './api/calls';
export { providerCalls, userTokenCalls } from './api/calls';
export {
  closingTime,
  isNewCompetition,
  isSaleActive,
  NEW_COMPETITION_MS,
  progressPercent,
  remainingTickets,
  ticketPrice,
} from './competition';
export { valibotContract } from './data/contract';
export {
  bankDetailsAnswer,
  claimablePrizesAnswer,
  competitionAnswer,
  competitionListAnswer,
  competitions,
  couponsAnswer,
  drawProofAnswer,
  drawResultsAnswer,
  faqsAnswer,
  howItWorksAnswer,
  isShowableFaq,
  legalTermsAnswer,
  mainCompetitionAnswer,
  orderConfirmationAnswer,
  orderDetailAnswer,
  otherCompetitionsAnswer,
  postalRouteAnswer,
  responsiblePlayAnswer,
  siteCreditAnswer,
  winnersAnswer,
} from './data/legacy';
export type { DrawCheck, DrawProof } from './draws/verify';
export { commitmentOf, verifyDraw, winnerIndexOf } from './draws/verify';
export type * from './entities';
export {
  dateTimeToMs,
  formatLongDate,
  formatTime12h,
  formatUkDate,
  formatUkDateTime,
  formatUkTime,
  ukToday,
} from './format/dates';
export { formatPounds, fromMinorUnits, linePrice, PRICE_SENTINEL } from './format/money';
export {
  competitionDetailsPath,
  competitionIdFromDetailsParam,
  firstName,
  titleSlug,
  truncate,
} from './format/text';
export type {
  BankDetailsResponse,
  CouponsResponse,
  OrderDetailResponse,
  OrdersResponse,
  PointsResponse,
  ResponsiblePlayResponse,
} from './responses/account';
export type { OrderConfirmationResponse, SavedCard, SavedCardsResponse } from './responses/basket';
export type {
  ClaimablePrizesResponse,
  CompetitionListResponse,
  CompetitionResponse,
  Competitions,
  DrawProofResponse,
  DrawResultsResponse,
  EntryListResponse,
  HowItWorksResponse,
  OtherCompetitionsResponse,
  PostalRouteResponse,
  WinnersResponse,
} from './responses/catalog';
export type { FaqsResponse } from './responses/engagement';
export type { LegalTermsResponse } from './responses/site';
export type {
  PageAddress,
  PageHead,
  RenderOptions,
  ServerBuild,
  ServerContext,
  ServerRead,
  ServerRender,
  ShareImage,
  SitemapEntry,
} from './server/contract';
export type { AddToCartRequest, CartSummary } from './state/cart';
export {
  $basketListening,
  $cartSummary,
  addToCartReceived,
  addToCartRequested,
  basketListening,
  cartOpened,
  cartSummaryChanged,
} from './state/cart';
export type { ChosenCompetition } from './state/competition';
export { $chosenCompetition, competitionChosen } from './state/competition';
export {
  $drawnTickets,
  $isAuthenticating,
  $isSignedIn,
  $purchasedTickets,
  $sessionCheckedOnce,
  $upcomingTickets,
  $user,
  $userToken,
  sessionCheckFinished,
  sessionCheckStarted,
  signInRequested,
  ticketsLoaded,
  userSignedIn,
  userSignedOut,
  userUpdated,
} from './state/session';
export type { ToastKind, ToastRequest } from './state/toasts';
export { showError, showInfo, showSuccess, toastRaised } from './state/toasts';
export type { StorageKey } from './storage/keys';
export { CACHE_KEYS, STORAGE_KEYS } from './storage/keys';
export type { BankField, BankValues } from './validation/bank';
export { BANK_PASSWORD_MESSAGE, digitsOnly, SORT_CODE_MAX_LENGTH, validateBank } from './validation/bank';
export type { BillingField, BillingValues } from './validation/billing';
export { validateBilling } from './validation/billing';
export {
  DATE_OF_BIRTH_MESSAGE,
  dateOfBirthProblem,
  isRealDate,
  MINIMUM_AGE,
  UNDER_AGE_MESSAGE,
} from './validation/date-of-birth';
export type { PasswordStrength } from './validation/password';
export {
  isAcceptablePassword,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_STRENGTH_MESSAGES,
  passwordClassCount,
  passwordStrength,
} from './validation/password';
export type { ProfileField, ProfileValues } from './validation/profile';
export {
  EMAIL_CHANGE_PASSWORD_MESSAGE,
  emailChanged,
  validateNamesOnly,
  validateProfile,
} from './validation/profile';
export type { FieldError } from './validation/rules';
export { EMAIL_PATTERN, emailProblem, errorsByField, isBlank } from './validation/rules';
export { EmailSchema, PasswordSchema } from './validation/schemas';
