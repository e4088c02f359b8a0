// @shop/shared/responses: the schema of every provider call's response (docs/adr/011-tolerant-reader.md,
// docs/host-responses.md), one per shape: the provider client checks each response through its
// call's schema before anyone reads it (@shop/provider-client's response check), the entity types
// are inferred from these schemas (../entities.ts), and the provider's own tests read its responses
// through them. Values, loaded with the first response rather than with the page: nothing in the
// contract's main entry imports them (the call table takes their types only).
import type * as v from 'valibot';
import type { CallName } from '../api/calls';
import {
  bankDetailsResponse,
  couponsResponse,
  orderDetailResponse,
  ordersResponse,
  pointsResponse,
  profileSavedResponse,
  purchasedResponse,
  resetResponse,
  savedPlayResponse,
  savedUserResponse,
  signedInResponse,
  signInResponse,
  userDetailsResponse,
} from './account';
import {
  checkoutResponse,
  claimedCart,
  orderConfirmationResponse,
  savedCardsResponse,
  storeCart,
  storeCartItems,
  tenderQuote,
} from './basket';
import {
  claimablePrizesResponse,
  competitionListResponse,
  competitionResponse,
  drawProofResponse,
  drawResultsResponse,
  entryListResponse,
  howItWorksResponse,
  otherCompetitionsResponse,
  postalRouteResponse,
  winnersResponse,
} from './catalog';
import { chatPostResponse, faqsResponse } from './engagement';
import {
  doneResponse,
  legalTermsResponse,
  seoSettingsResponse,
  siteSettingsResponse,
  winnerStatsResponse,
} from './site';

/** The response schema of every call of the call table (../api/calls.ts). */
export const responseSchemas = {
  getSEOSettings: seoSettingsResponse,
  getsettings: siteSettingsResponse,
  get_realtime_winners_prize_value: winnerStatsResponse,
  checkAuth: signedInResponse,
  get_purchased_competition: purchasedResponse,
  updateProfile: profileSavedResponse,
  get_user_details: userDetailsResponse,
  update_user_details: savedUserResponse,
  points: pointsResponse,
  get_coupons: couponsResponse,
  orders: ordersResponse,
  order_detail: orderDetailResponse,
  get_bank_details: bankDetailsResponse,
  competition: competitionListResponse,
  drawn_next_competition: competitionListResponse,
  finished_soldout_competition: competitionListResponse,
  featured_competition: competitionListResponse,
  getcompetition: competitionResponse,
  getOtherComps: otherCompetitionsResponse,
  gethowitworkssettings: howItWorksResponse,
  cart: storeCart,
  cartItems: storeCartItems,
  cartAddItem: storeCart,
  cartUpdateItem: storeCart,
  cartRemoveItem: storeCart,
  cartEmpty: storeCartItems,
  cartApplyCoupon: storeCart,
  cartRemoveCoupon: storeCart,
  cartClaim: claimedCart,
  checkoutTender: tenderQuote,
  checkout: checkoutResponse,
  // A card order's attempt carried on after the bank's check responds as the checkout does.
  checkoutOrder: checkoutResponse,
  login: signInResponse,
  // A sign-up waits for its confirmation link: one response for any address, no session.
  register: doneResponse,
  verify_email: signInResponse,
  resend_verification: doneResponse,
  logout: doneResponse,
  forgot_password: doneResponse,
  reset_password: resetResponse,
  responsible_gaming: savedPlayResponse,
  order_confirmation: orderConfirmationResponse,
  draw_results: drawResultsResponse,
  draw_proof: drawProofResponse,
  winners: winnersResponse,
  entry_list: entryListResponse,
  claimable_prizes: claimablePrizesResponse,
  claim_prize: doneResponse,
  contact: doneResponse,
  free_postal_route: postalRouteResponse,
  faqs: faqsResponse,
  legal_terms: legalTermsResponse,
  chat_post: chatPostResponse,
  payment_methods: savedCardsResponse,
  payment_method_delete: savedCardsResponse,
  incident: doneResponse,
} satisfies Record<CallName, v.GenericSchema>;

export type ResponseSchemas = typeof responseSchemas;

export { isSeoSettings, siteSettings, winnerStats } from './site';
export { flag, problemsOf, whileReading } from './tolerant';
