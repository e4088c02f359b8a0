// The request bodies of provider calls (./calls.ts) as valibot schemas, one per shape: the provider
// checks each call's body with its schema (Hono's valibot validator) and its handler gets the
// typed output. Built from the field rules (../validation/fields.ts): numbers sent as text are
// read as numbers (docs/adr/011-tolerant-reader.md), text is cleaned, and each problem is reported
// with the field's label (the messages the provider's tests and the e2e pin).
import * as v from 'valibot';
import { field, isRecord, objectField, requestBody } from '../validation/fields';
import { EMAIL_PATTERN, EmailSchema } from '../validation/schemas';

/** The signed-in user's token. */
export const TokenField = field({ type: 'string', required: true, max: 200, label: 'token', raw: true });
/** A token the call reads when it is sent (a visitor has none). */
const OptionalToken = field({ type: 'string', max: 200, label: 'token', raw: true });
/** A required email address: the one shared email rule (../validation/schemas.ts). */
export const EmailField = field({
  type: 'string',
  required: true,
  max: 200,
  label: 'Email address',
  check: EmailSchema,
});
/** An address typed to sign in with: any text (an unknown one gets the same response as a wrong password). */
const SignInEmail = field({ type: 'string', required: true, max: 200, label: 'Email address' });
/** Optional text: '' when left out. */
const text = (label: string, max: number) => field({ type: 'string', label, max, default: '' });
const multiline = (label: string, max: number) => field({ type: 'string', label, max, multiline: true, default: '' });
const requiredText = (label: string, max: number) => field({ type: 'string', required: true, label, max });
const secret = (label: string) => field({ type: 'string', max: 200, label, raw: true });
const Password = field({ type: 'string', required: true, max: 200, label: 'Password', raw: true });
/** A device token (api/README.md "Failed sign-ins"): taken as sent; an invalid one is simply no device. */
const Device = secret('device');
const id = (label: string) => field({ type: 'int', required: true, min: 1, label });
/** A page of a list: page 1 and `limit` rows unless asked otherwise. */
const paging = (limit: number, maxLimit = 100) => ({
  page: field({ type: 'int', min: 1, max: 100000, label: 'page', default: 1 }),
  limit: field({ type: 'int', min: 1, max: maxLimit, label: 'limit', default: limit }),
});

/** A call whose body is only the signed-in user's token. */
export const TokenRequest = requestBody({ token: TokenField });
/** A call that names one address (resend_verification, forgot_password). */
export const EmailRequest = requestBody({ email: EmailField });

// ---- signing in ----
export const LoginRequest = requestBody({ email: SignInEmail, password: Password, device: Device });
export const RegisterRequest = requestBody({
  first_name: requiredText('First Name', 100),
  last_name: requiredText('Last Name', 100),
  email: EmailField,
  password: Password,
  date_of_birth: text('Date of birth', 20),
});
export const VerifyEmailRequest = requestBody({
  key: field({ type: 'string', required: true, max: 200, label: 'key', raw: true }),
  email: SignInEmail,
  password: Password,
  device: Device,
});
export const ResetPasswordRequest = requestBody({
  key: field({ type: 'string', required: true, max: 200, label: 'key', raw: true }),
  email: SignInEmail,
  password: Password,
});

// ---- the account ----
export const UpdateProfileRequest = requestBody({
  token: TokenField,
  account_first_name: requiredText('First Name', 100),
  account_last_name: requiredText('Last Name', 100),
  account_email: EmailField,
  account_display_name: text('Display name', 200),
  password_current: secret('password_current'),
  password_1: secret('password_1'),
  password_2: secret('password_2'),
});
export const UpdateUserDetailsRequest = requestBody({
  token: TokenField,
  first_name: requiredText('First Name', 100),
  last_name: requiredText('Last Name', 100),
  billing_first_name: text('Billing first name', 100),
  billing_last_name: text('Billing last name', 100),
  billing_email: EmailField,
  billing_phone: requiredText('Phone No.', 40),
  billing_address_1: requiredText('House Name/No.', 200),
  billing_address_2: text('Street Address', 200),
  billing_city: requiredText('Town/City', 100),
  billing_postcode: requiredText('Postcode', 16),
  billing_state: text('County', 100),
  billing_company: text('Company', 100),
});
export const PointsRequest = requestBody({
  token: TokenField,
  offset: field({ type: 'int', min: 0, max: 1_000_000, label: 'offset', default: 0 }),
  limit: field({ type: 'int', min: 1, max: 100, label: 'limit', default: 10 }),
});
/** Only the token reads the saved details; account_number and sort_code (with the password) save them. */
export const BankDetailsRequest = requestBody({
  token: TokenField,
  account_number: field({ type: 'string', max: 20, label: 'Account Number' }),
  sort_code: field({ type: 'string', max: 8, label: 'Sort Code' }),
  password_current: secret('password_current'),
});
/** Spend-limit periods and break lengths ('' is none). */
export const LIMIT_DURATIONS = ['', 'daily', 'weekly', 'monthly'] as const;
export const LOCKOUT_PERIODS = ['', '1_hour', '24_hours', '7_days', '30_days', '6_months'] as const;
export const ResponsibleGamingRequest = requestBody({
  token: TokenField,
  limit_duration: field({ type: 'string', oneOf: LIMIT_DURATIONS, label: 'limit_duration' }),
  limit_value: field({ type: 'number', min: 0, max: 100000, label: 'limit_value' }),
  lockout_period: field({ type: 'string', oneOf: LOCKOUT_PERIODS, label: 'lockout_period' }),
});
export const PaymentMethodDeleteRequest = requestBody({ token: TokenField, id: requiredText('id', 100) });

// ---- the catalog ----
export const SeoRequest = requestBody({ page: requiredText('page', 100) });
export const CompetitionListRequest = requestBody({ token: OptionalToken, ...paging(12) });
export const CategoryListRequest = requestBody({
  token: OptionalToken,
  ...paging(12),
  category: field({ type: 'string', max: 50, label: 'category' }),
});
export const FeaturedListRequest = requestBody({
  token: OptionalToken,
  ...paging(12),
  all: field({ type: 'boolean', label: 'all', default: false }),
});
export const CompetitionRequest = requestBody({ token: OptionalToken, id: id('id') });
export const OtherCompetitionsRequest = requestBody({ token: OptionalToken, id: id('id'), ...paging(4, 24) });

// ---- orders ----
export const OrdersRequest = requestBody({ token: TokenField, ...paging(10) });
export const OrderDetailRequest = requestBody({ token: TokenField, id: id('id') });
export const OrderConfirmationRequest = requestBody({
  token: TokenField,
  order_id: id('order_id'),
  order_key: requiredText('order_key', 100),
});

// ---- draws and prizes ----
export const DrawResultsRequest = requestBody(paging(10));
export const DrawProofRequest = requestBody({ competition_id: id('competition_id') });
export const WinnersRequest = requestBody({
  ...paging(12),
  kind: field({ type: 'string', oneOf: ['', 'draw', 'instant', 'reward'], label: 'kind', default: '' }),
  sort: field({ type: 'string', oneOf: ['', 'recent', 'largest'], label: 'sort', default: '' }),
});
export const EntryListRequest = requestBody({ competition_id: id('competition_id'), ...paging(100, 1000) });
/** A proof of identity: a JPEG, PNG or PDF, its bytes in base64 (the claim checks the kind and size). */
const IdDocument = objectField(
  { label: 'id_document' },
  {
    name: text('id_document name', 200),
    type: text('id_document type', 100),
    data: field({ type: 'string', max: 8 * 1024 * 1024, label: 'id_document data', raw: true, default: '' }),
  },
);
export const ClaimPrizeRequest = requestBody({
  token: TokenField,
  win_id: id('win_id'),
  full_name: requiredText('Full name', 200),
  phone: requiredText('Phone', 40),
  address_1: text('House name/number', 200),
  address_2: text('Street address', 200),
  city: text('Town/City', 100),
  postcode: text('Postcode', 16),
  /** The old single free-text address (still accepted: an older storefront sends it). */
  address: multiline('Address', 500),
  choice: field({ type: 'string', oneOf: ['prize', 'cash'], label: 'choice', default: 'prize' }),
  publicity_consent: field({ type: 'boolean', label: 'publicity_consent', default: false }),
  date_of_birth: text('Date of birth', 20),
  id_document: IdDocument,
  notes: multiline('Notes', 2000),
});

// ---- engagement ----
/** `contact`: the contact form. */
export const ContactRequest = requestBody({
  name: requiredText('Name', 200),
  email: EmailField,
  subject: requiredText('Subject', 200),
  message: field({ type: 'string', required: true, max: 5000, label: 'Message', multiline: true }),
});

/** `chat_post`: a community chat message. */
export const ChatPostRequest = requestBody({
  token: TokenField,
  text: field({ type: 'string', max: 500, label: 'Message', multiline: true }),
});

/** `incident`: the shell's beacon when a remote failed and what it fell back to. */
export const IncidentRequest = requestBody({
  remote: requiredText('remote', 60),
  version: requiredText('version', 60),
  stage: requiredText('stage', 60),
  message: field({ type: 'string', required: true, max: 1000, label: 'message', multiline: true }),
  fallback: requiredText('fallback', 200),
});

// ---- the Store API (the cart's and the checkout's bodies) ----
export const AddItemRequest = requestBody({
  id: id('id'),
  quantity: field({ type: 'int', required: true, min: 1, max: 10000, label: 'quantity' }),
  token: OptionalToken,
  answer: field({ type: 'string', max: 500, label: 'answer' }),
});
export const UpdateItemRequest = requestBody({
  key: requiredText('key', 64),
  quantity: field({ type: 'int', required: true, min: 0, max: 10000, label: 'quantity' }),
  token: OptionalToken,
});
export const ItemKeyRequest = requestBody({ key: requiredText('key', 64) });
export const CouponCodeRequest = requestBody({ code: requiredText('code', 64) });
export const ApplyCouponRequest = requestBody({ code: requiredText('code', 64), token: OptionalToken });

/** Amount fields a client might send: the provider works out every amount itself and refuses them. */
const CLIENT_AMOUNTS = ['amount', 'amount_to_pay', 'credit_amount', 'credit_used', 'points_value', 'total'] as const;
/**
 * Credit and points as the shopper chooses them ("use credit", "points to redeem"), never an
 * amount: `client_amount` names an amount field that was sent, for the provider to refuse.
 */
function withTenderChoice<const E extends Record<string, v.GenericSchema<unknown, unknown>>>(entries: E) {
  return v.pipe(
    requestBody({
      ...entries,
      use_credit: field({ type: 'boolean', label: 'use_credit', default: false }),
      redeem_points: field({ type: 'int', min: 0, max: 100_000_000, label: 'redeem_points', default: 0 }),
      ...Object.fromEntries(CLIENT_AMOUNTS.map((name) => [name, v.optional(v.unknown())])),
    }),
    v.transform(({ amount, amount_to_pay, credit_amount, credit_used, points_value, total, ...body }) => {
      const sent = { amount, amount_to_pay, credit_amount, credit_used, points_value, total };
      const clientAmount = CLIENT_AMOUNTS.find((name) => name in sent && sent[name] !== undefined);
      return { ...body, client_amount: clientAmount };
    }),
  );
}
/** The checkout's amounts before Pay. */
export const TenderRequest = withTenderChoice({ token: TokenField });

/** The `payment_method` of a card paid through the payment service, and of an order paid all in site credit. */
export const CARD_PAYMENT_METHOD = 'local_test_card';
export const SITE_CREDIT_METHOD = 'site_credit';
/** A Store API address's fields, labelled `<label> <field>`; a billing address needs the ones a post needs. */
function addressFields(label: 'Billing' | 'Shipping', required: boolean) {
  const part = (name: string, max: number, needed = false) =>
    needed ? requiredText(`${label} ${name}`, max) : text(`${label} ${name}`, max);
  return {
    first_name: part('first name', 100, required),
    last_name: part('last name', 100, required),
    address_1: part('address 1', 200, required),
    address_2: part('address 2', 200),
    city: part('city', 100, required),
    state: part('county', 100),
    postcode: part('postcode', 16, required),
    country: part('country', 2),
    email: field({
      type: 'string',
      max: 200,
      pattern: EMAIL_PATTERN,
      patternMessage: `${label} email is invalid.`,
      label: `${label} email`,
      default: '',
    }),
    phone: part('phone', 40),
  };
}
/** The shop sells in the UK only: every address is in GB, whatever was sent. */
const inGreatBritain = <A extends { country: string }>(a: A): A => ({ ...a, country: 'GB' });
const BillingAddress = v.pipe(
  objectField({ label: 'billing_address', required: true }, addressFields('Billing', true)),
  v.transform(inGreatBritain),
);
const ShippingAddress = v.pipe(
  objectField({ label: 'shipping_address' }, addressFields('Shipping', false)),
  v.transform((a) => (a ? inGreatBritain(a) : null)),
);
/** `payment_data`: the payment method's {key, value} pairs, read as one record of text. */
const PaymentData = v.pipe(
  v.nullish(v.array(v.unknown(), 'payment_data must be a list.'), []),
  v.check((pairs) => pairs.length <= 20, 'payment_data may hold at most 20 entries.'),
  v.check(
    (pairs) => pairs.every((pair) => isRecord(pair) && typeof pair.key === 'string'),
    'payment_data must be a list of {key, value} pairs.',
  ),
  v.transform((pairs) =>
    Object.fromEntries(
      (pairs as { key: string; value?: unknown }[]).map(({ key, value }) => [key, value == null ? '' : String(value)]),
    ),
  ),
);
export const CheckoutRequest = withTenderChoice({
  token: field({ type: 'string', required: true, max: 200, label: 'token (sign in to check out)', raw: true }),
  billing_address: BillingAddress,
  shipping_address: ShippingAddress,
  payment_method: field({
    type: 'string',
    required: true,
    oneOf: [CARD_PAYMENT_METHOD, SITE_CREDIT_METHOD],
    label: 'payment_method',
  }),
  payment_data: PaymentData,
  customer_note: multiline('customer_note', 2000),
});
/**
 * Resuming a checkout's order by its id (`/checkout/<order_id>`, after the bank's check): the
 * order's key proves it is the caller's, as the Store API's order-pay call checks it.
 */
export const CheckoutOrderRequest = requestBody({ token: TokenField, key: requiredText('key', 100) });
