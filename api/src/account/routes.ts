// /api/v1 account calls: profile, billing, points, coupons, bank details, safer play.
import { requireUser } from '../auth/sessions';
import { EMAIL, PASSWORD, TOKEN, type V1Routes } from '../http/v1';
import { num, str, toPence } from '../util';
import { LIMIT_DURATIONS, LOCKOUT_PERIODS, userDetails } from './details';
import { bankDetails, changeNameAndBilling, changeProfile, pointsAndCredit, saferPlay, usableCoupons } from './service';

export const accountRoutes: V1Routes = {
  updateProfile: {
    method: 'POST',
    schema: {
      token: TOKEN,
      account_first_name: { type: 'string', required: true, max: 100, label: 'First Name' },
      account_last_name: { type: 'string', required: true, max: 100, label: 'Last Name' },
      account_email: EMAIL,
      account_display_name: { type: 'string', max: 200, label: 'Display name' },
      password_current: PASSWORD,
      password_1: PASSWORD,
      password_2: PASSWORD,
    },
    handler: async (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const answer = await changeProfile(ctx, user, str(b.token), {
        first: str(b.account_first_name).trim(),
        last: str(b.account_last_name).trim(),
        email: str(b.account_email).trim(),
        displayName: str(b.account_display_name).trim(),
        current: str(b.password_current),
        password1: str(b.password_1),
        password2: str(b.password_2),
      });
      return { success: true, ...answer };
    },
  },
  get_user_details: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => ({ success: true, data: userDetails(ctx, requireUser(ctx, b.token), str(b.token)) }),
  },
  update_user_details: {
    method: 'POST',
    schema: {
      token: TOKEN,
      first_name: { type: 'string', required: true, max: 100, label: 'First Name' },
      last_name: { type: 'string', required: true, max: 100, label: 'Last Name' },
      billing_first_name: { type: 'string', max: 100, label: 'Billing first name' },
      billing_last_name: { type: 'string', max: 100, label: 'Billing last name' },
      billing_email: EMAIL,
      billing_phone: { type: 'string', required: true, max: 40, label: 'Phone No.' },
      billing_address_1: { type: 'string', required: true, max: 200, label: 'House Name/No.' },
      billing_address_2: { type: 'string', max: 200, label: 'Street Address' },
      billing_city: { type: 'string', required: true, max: 100, label: 'Town/City' },
      billing_postcode: { type: 'string', required: true, max: 16, label: 'Postcode' },
      billing_state: { type: 'string', max: 100, label: 'County' },
      billing_company: { type: 'string', max: 100, label: 'Company' },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const billing = {
        first_name: str(b.billing_first_name) || str(b.first_name),
        last_name: str(b.billing_last_name) || str(b.last_name),
        email: str(b.billing_email),
        phone: str(b.billing_phone),
        address_1: str(b.billing_address_1),
        address_2: str(b.billing_address_2),
        city: str(b.billing_city),
        postcode: str(b.billing_postcode),
        state: str(b.billing_state),
        company: str(b.billing_company),
        country: 'GB',
      };
      const name = { first: str(b.first_name).trim(), last: str(b.last_name).trim() };
      return { success: true, data: changeNameAndBilling(ctx, user, str(b.token), name, billing) };
    },
  },
  points: {
    method: 'POST',
    schema: { token: TOKEN, offset: { type: 'int', min: 0, max: 1_000_000 }, limit: { type: 'int', min: 1, max: 100 } },
    handler: (ctx, b) => pointsAndCredit(ctx, requireUser(ctx, b.token), num(b.limit ?? 10) || 10, num(b.offset ?? 0)),
  },
  get_coupons: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => ({ success: true, data: usableCoupons(ctx, requireUser(ctx, b.token)) }),
  },
  get_bank_details: {
    method: 'POST',
    schema: {
      token: TOKEN,
      account_number: { type: 'string', max: 20, label: 'Account Number' },
      sort_code: { type: 'string', max: 8, label: 'Sort Code' },
      password_current: PASSWORD,
    },
    handler: async (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const data = await bankDetails(ctx, user, {
        account: b.account_number === undefined ? undefined : str(b.account_number).trim(),
        sortCode: b.sort_code === undefined ? undefined : str(b.sort_code).replace(/[\s-]/g, ''),
        current: str(b.password_current),
      });
      return { success: true, data };
    },
  },
  responsible_gaming: {
    method: 'POST',
    schema: {
      token: TOKEN,
      limit_duration: { type: 'string', oneOf: LIMIT_DURATIONS },
      limit_value: { type: 'number', min: 0, max: 100000, label: 'limit_value' },
      lockout_period: { type: 'string', oneOf: LOCKOUT_PERIODS },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const changesLimit = b.limit_duration !== undefined || b.limit_value !== undefined;
      const data = saferPlay(ctx, user, str(b.token), {
        limit: changesLimit
          ? {
              duration: b.limit_duration === undefined ? undefined : str(b.limit_duration),
              valuePence: b.limit_value === undefined ? undefined : toPence(num(b.limit_value)),
            }
          : undefined,
        lockoutPeriod: b.lockout_period === undefined ? undefined : str(b.lockout_period),
      });
      return { success: true, data };
    },
  },
};
