// /api/v1 account calls: profile, billing, points, coupons, bank details, safer play.
import {
  BankDetailsRequest,
  PointsRequest,
  ResponsibleGamingRequest,
  TokenRequest,
  UpdateProfileRequest,
  UpdateUserDetailsRequest,
} from '@shop/shared/requests';
import { requireUser } from '../auth/sessions';
import { call, type V1Calls } from '../http/calls';
import { toPence } from '../util';
import { userDetails } from './details';
import { bankDetails, changeNameAndBilling, changeProfile, pointsAndCredit, saferPlay, usableCoupons } from './service';

export const accountRoutes: V1Calls = {
  updateProfile: call(UpdateProfileRequest, async (ctx, b) => {
    const user = requireUser(ctx, b.token);
    const changed = await changeProfile(ctx, user, b.token, {
      first: b.account_first_name.trim(),
      last: b.account_last_name.trim(),
      email: b.account_email.trim(),
      displayName: b.account_display_name.trim(),
      current: b.password_current ?? '',
      password1: b.password_1 ?? '',
      password2: b.password_2 ?? '',
    });
    return { success: true, ...changed };
  }),
  get_user_details: call(TokenRequest, (ctx, b) => ({
    success: true,
    data: userDetails(ctx, requireUser(ctx, b.token), b.token),
  })),
  update_user_details: call(UpdateUserDetailsRequest, (ctx, b) => {
    const user = requireUser(ctx, b.token);
    const billing = {
      first_name: b.billing_first_name || b.first_name,
      last_name: b.billing_last_name || b.last_name,
      email: b.billing_email,
      phone: b.billing_phone,
      address_1: b.billing_address_1,
      address_2: b.billing_address_2,
      city: b.billing_city,
      postcode: b.billing_postcode,
      state: b.billing_state,
      company: b.billing_company,
      country: 'GB',
    };
    const name = { first: b.first_name.trim(), last: b.last_name.trim() };
    return { success: true, data: changeNameAndBilling(ctx, user, b.token, name, billing) };
  }),
  points: call(PointsRequest, (ctx, b) => pointsAndCredit(ctx, requireUser(ctx, b.token), b.limit, b.offset)),
  get_coupons: call(TokenRequest, (ctx, b) => ({ success: true, data: usableCoupons(ctx, requireUser(ctx, b.token)) })),
  get_bank_details: call(BankDetailsRequest, async (ctx, b) => {
    const user = requireUser(ctx, b.token);
    const data = await bankDetails(ctx, user, {
      account: b.account_number?.trim(),
      sortCode: b.sort_code?.replace(/[\s-]/g, ''),
      current: b.password_current ?? '',
    });
    return { success: true, data };
  }),
  responsible_gaming: call(ResponsibleGamingRequest, (ctx, b) => {
    const user = requireUser(ctx, b.token);
    const changesLimit = b.limit_duration !== undefined || b.limit_value !== undefined;
    const limit = {
      duration: b.limit_duration,
      valuePence: b.limit_value === undefined ? undefined : toPence(b.limit_value),
    };
    const data = saferPlay(ctx, user, b.token, {
      limit: changesLimit ? limit : undefined,
      lockoutPeriod: b.lockout_period,
    });
    return { success: true, data };
  }),
};
