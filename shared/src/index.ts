// @shop/shared: what the teams agree on, and nothing else (see ../README.md).

export { shopConfig } from './config';
export type * from './entities';

export { callProvider, callProviderOrThrow, isApiError, restRouteUrl, setProviderClient } from './api/client';
export type { ApiError, ApiErrorType, ApiResult, CallOptions } from './api/client';
export { providerCalls, userTokenCalls } from './api/calls';
export type { CallName, CallPayload, CallResponse, ProviderCallTable } from './api/calls';

export { STORAGE_KEYS, CACHE_KEYS } from './storage/keys';
export type { StorageKey } from './storage/keys';
export { readText, writeText, readJson, writeJson, removeKey } from './storage/local';

export { FIFTEEN_MINUTES, readThroughTimedCache } from './cache/timed';
export { freshSiteSettings, loadSiteSettings, loadWinnerStats } from './cache/site-settings';
export {
  UNUSED_DATA_MS,
  useCachedRead,
  prefetch,
  invalidate,
  setCachedData,
  clearDataCache,
} from './cache/data-cache';
export type { CachedRead } from './cache/data-cache';

export { formatPounds, linePrice, fromMinorUnits, PRICE_SENTINEL } from './format/money';
export { formatLongDate, formatTime12h, dateTimeToMs } from './format/dates';
export {
  truncate,
  titleSlug,
  competitionDetailsPath,
  competitionIdFromDetailsParam,
  firstName,
} from './format/text';
export {
  NEW_COMPETITION_MS,
  isNewCompetition,
  progressPercent,
  remainingTickets,
  isSaleActive,
  ticketPrice,
  closingTime,
} from './competition';

export { toastRaised, showError, showSuccess } from './state/toasts';
export type { ToastKind, ToastRequest } from './state/toasts';
export {
  $user,
  $userToken,
  $isSignedIn,
  $isAuthenticating,
  $sessionCheckedOnce,
  $purchasedTickets,
  $upcomingTickets,
  $drawnTickets,
  sessionCheckStarted,
  sessionCheckFinished,
  userSignedIn,
  userUpdated,
  userSignedOut,
  ticketsLoaded,
  signInRequested,
} from './state/session';
export { SESSION_SETTLE_MS, useSession } from './state/use-session';
export {
  addToCartRequested,
  addToCartReceived,
  basketListening,
  $basketListening,
  cartSummaryChanged,
  cartOpened,
  $cartSummary,
} from './state/cart';
export type { AddToCartRequest, CartSummary } from './state/cart';
export { competitionChosen, $chosenCompetition } from './state/competition';
export type { ChosenCompetition } from './state/competition';

export { createRemoteLifecycles, UnexpectedErrorScreen } from './remote/lifecycles';
export type { Lifecycles, RemoteProps } from './remote/lifecycles';

export { EMAIL_PATTERN, isBlank, errorsByField, emailProblem } from './validation/rules';
export type { FieldError } from './validation/rules';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_MESSAGES,
  PASSWORD_HINT,
  PASSWORD_RULE_MESSAGE,
  passwordClassCount,
  passwordStrength,
  isAcceptablePassword,
} from './validation/password';
export type { PasswordStrength } from './validation/password';
export { validateProfile, validateNamesOnly } from './validation/profile';
export type { ProfileField, ProfileValues } from './validation/profile';
export { validateBilling } from './validation/billing';
export type { BillingField, BillingValues } from './validation/billing';
export { SORT_CODE_MAX_LENGTH, digitsOnly, validateBank } from './validation/bank';
export type { BankField, BankValues } from './validation/bank';
export { focusFirstInvalid, useFocusFirstInvalid } from './a11y/focus-invalid';
export { defuseInlineHandlers } from './html/defuse';
export { SafeHtml, useSanitizedHtml } from './html/safe-html';
