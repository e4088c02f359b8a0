// The /api/v1/* calls of the contract (shared/src/api/calls.ts). Answers {success, ...}.
import { randomBytes } from 'node:crypto';
import {
  createSession,
  dropOtherSessions,
  dropSession,
  hashPassword,
  LIMIT_DURATIONS,
  LOCKOUT_PERIODS,
  lockoutMs,
  maskAccount,
  publicName,
  publicNameOf,
  requireUser,
  type UserRow,
  userDetails,
  verifyPassword,
} from './auth';
import { catalogRoutes } from './catalog/routes';
import { ApiError, absolute, type Ctx } from './context';
import { type CouponRow, couponUsable } from './coupons';
import { PAGE, PASSWORD, TOKEN, type V1Routes } from './http/v1';
import { mail } from './orders';
import { DELAY_RULES, minutes, RATE_RULES } from './ratelimit';
import { changeSpendLimit, dateOfBirthProblem, withActiveLimit } from './responsible';
import {
  mailBankChanged,
  mailEmailChanged,
  PASSWORD_FOR_BANK,
  PASSWORD_FOR_EMAIL,
  requireCurrentPassword,
} from './sensitive';
import type { DrawResult, OrderDetail, ResponsiblePlayAnswer, Winner } from './types';
import {
  EMAIL_RE,
  HOUR,
  humanDate,
  iso,
  num,
  paged,
  parseJson,
  passwordProblem,
  pounds,
  poundsText,
  sha256,
  str,
  toPence,
  ukDateTime,
} from './util';
import { hasVisible, type Schema, stripInvisible } from './validate';

const emailKey = (email: unknown): string => str(email).trim().toLowerCase();

function orderDetail(ctx: Ctx, user: UserRow, id: number): OrderDetail & Record<string, unknown> {
  const o = ctx.db.get<Record<string, unknown>>('SELECT * FROM orders WHERE id = ? AND user_id = ?', [id, user.id]);
  if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
  const lines = ctx.db.all<{
    competition_id: number;
    title: string;
    quantity: number;
    unit_price: number;
    answer: string | null;
  }>('SELECT competition_id, title, quantity, unit_price, answer FROM order_lines WHERE order_id = ? ORDER BY id', [
    id,
  ]);
  const billing = parseJson<Record<string, string>>(o.billing, {});
  const shipping = parseJson<Record<string, string>>(o.shipping, {});
  const addr = (a: Record<string, string>) => ({
    first_name: str(a.first_name),
    last_name: str(a.last_name),
    address_1: str(a.address_1),
    address_2: str(a.address_2),
    city: str(a.city),
    state: str(a.state),
    postcode: str(a.postcode),
  });
  return {
    id: num(o.id),
    status: str(o.status),
    date_created: {
      date: str(o.created_at)
        .replace('T', ' ')
        .replace(/\.\d+Z$/, '.000000'),
      timezone: 'UTC',
    } as { date: string },
    total: pounds(num(o.total)).toFixed(2),
    subtotal: pounds(num(o.subtotal)).toFixed(2),
    discount_total: pounds(num(o.discount)).toFixed(2),
    shipping_total: '0.00',
    coupon_code: o.coupon_code ?? null,
    payment_method_title: str(o.payment_method_title),
    product: lines.map((l) => {
      const comp = ctx.db.get<{ draw_at: string }>('SELECT draw_at FROM competitions WHERE id = ?', [l.competition_id]);
      const draw = comp ? ukDateTime(comp.draw_at) : null;
      const tickets = ctx.db
        .all<{ n: number }>(
          'SELECT ticket_number AS n FROM tickets WHERE order_id = ? AND competition_id = ? ORDER BY ticket_number',
          [id, l.competition_id],
        )
        .map((t) => num(t.n));
      return {
        title: l.title,
        quantity: num(l.quantity),
        tickets,
        draw_date: draw?.date ?? null,
        draw_time: draw?.time ?? null,
        price: pounds(num(l.unit_price) * num(l.quantity)).toFixed(2),
        competition_id: l.competition_id,
        answer: l.answer,
      };
    }),
    billing: { ...addr(billing), phone: str(billing.phone), email: str(billing.email) },
    shipping: addr(shipping),
  };
}

let dummy: Promise<string> | null = null;
const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};

/**
 * The answer to a sign-up with an address that already has an account: it does not say so (the
 * owner is mailed instead), so the form cannot be used to find out who has an account (README).
 */
export const REGISTER_REFUSED =
  'We could not create an account with these details. If you already have an account, sign in or reset your password.';

/** The shop's inbox for contact messages (env SHOP_INBOX). */
const shopInbox = (): string => process.env.SHOP_INBOX || 'support@prizedraw.local';
export const CONTACT_ACK = {
  subject: 'We received your message',
  text: 'Hello,\n\nThank you for contacting us. We have received your message and will reply within 2 working days.\n\nIf you did not write to us, you can ignore this email.\n',
};

/** Reset links work once, within this time. */
export const RESET_KEY_MS = HOUR;

const PROFILE_SCHEMA: Schema = {
  token: TOKEN,
  account_first_name: { type: 'string', required: true, max: 100, label: 'First Name' },
  account_last_name: { type: 'string', required: true, max: 100, label: 'Last Name' },
  account_email: {
    type: 'string',
    required: true,
    max: 200,
    pattern: EMAIL_RE,
    patternMessage: 'Email address is invalid.',
    label: 'Email address',
  },
  account_display_name: { type: 'string', max: 200, label: 'Display name' },
  password_current: PASSWORD,
  password_1: PASSWORD,
  password_2: PASSWORD,
};

export const legacyRoutes: V1Routes = {
  get_realtime_winners_prize_value: {
    method: 'GET',
    handler: (ctx) => {
      const r = ctx.db.get<{ v: number; n: number }>('SELECT COALESCE(SUM(value), 0) AS v, COUNT(*) AS n FROM wins');
      return { success: true, totalPrizeValue: pounds(num(r?.v)), totalWinner: num(r?.n) };
    },
  },
  'check-auth': {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      // Rotation: the old token stops working; the answer carries the new one.
      return ctx.db.tx(() => {
        dropSession(ctx, str(b.token));
        const token = createSession(ctx, user.id);
        return { success: true, data: userDetails(ctx, user, token) };
      });
    },
  },
  login: {
    method: 'POST',
    schema: {
      email: { type: 'string', required: true, max: 200, label: 'Email address' },
      password: { ...PASSWORD, required: true, label: 'Password' },
    },
    handler: async (ctx, b, caller) => {
      const email = emailKey(b.email);
      const pair = `login:pair:${email}|${caller.address}`;
      const buckets = [
        {
          key: pair,
          rule: DELAY_RULES.loginPair,
          message: (wait: string) =>
            `Too many failed sign-in attempts. Please wait ${wait} before trying again, or reset your password.`,
        },
        {
          key: `login:email:${email}`,
          rule: DELAY_RULES.loginEmail,
          message: (wait: string) =>
            `Too many failed sign-in attempts for this account. Please wait ${wait} before trying again, or reset your password.`,
        },
        {
          key: `login:address:${caller.address}`,
          rule: DELAY_RULES.loginAddress,
          message: (wait: string) =>
            `Too many failed sign-in attempts from your network. Please wait ${wait} before trying again.`,
        },
      ];
      // Checked before the password, so an attempt made too soon costs no hash and changes nothing.
      ctx.limits.checkDelays(buckets);
      const user = ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [str(b.email).trim()]);
      // An unknown address costs the same hash as a known one: timing does not reveal accounts.
      const ok = await verifyPassword(str(b.password), user?.password_hash ?? (await dummyHash()));
      if (!user || !ok) {
        for (const bucket of buckets) ctx.limits.fail(bucket.key, bucket.rule);
        throw new ApiError(401, 'shop_bad_login', 'Incorrect email address or password.');
      }
      ctx.limits.clear(pair);
      return { success: true, data: userDetails(ctx, user, createSession(ctx, user.id)) };
    },
  },
  register: {
    method: 'POST',
    schema: {
      first_name: { type: 'string', required: true, max: 100, label: 'First Name' },
      last_name: { type: 'string', required: true, max: 100, label: 'Last Name' },
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: EMAIL_RE,
        patternMessage: 'Email address is invalid.',
        label: 'Email address',
      },
      password: { ...PASSWORD, required: true, label: 'Password' },
      date_of_birth: { type: 'string', max: 20, label: 'Date of birth' },
    },
    handler: async (ctx, b, caller) => {
      const byAddress = `register:address:${caller.address}`;
      ctx.limits.check([
        {
          key: byAddress,
          rule: RATE_RULES.registerAddress,
          message: (m) => `Too many new accounts from your network. Please try again in ${minutes(m)}.`,
        },
      ]);
      ctx.limits.hit(byAddress, RATE_RULES.registerAddress);
      const dob = str(b.date_of_birth).trim();
      const age = dateOfBirthProblem(dob, ukDateTime(ctx.now()).date);
      if (age === 'invalid') throw new ApiError(400, 'shop_invalid_field', 'Please enter your date of birth.');
      if (age === 'under_age') throw new ApiError(400, 'shop_under_age', 'You must be 18 or over to open an account.');
      const problem = passwordProblem(str(b.password));
      if (problem) throw new ApiError(400, 'shop_weak_password', problem);
      const email = str(b.email).trim();
      // Hashed before the look-up, so a taken address is not answered sooner than a free one.
      const hash = await hashPassword(str(b.password));
      const existing = ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email]);
      if (existing) {
        mail(
          ctx,
          existing.email,
          'Someone tried to open an account with your email address',
          `Hi ${existing.first_name},\n\nSomeone tried to open a new account with this email address, which already has an account with us. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you need do nothing.\n`,
        );
        throw new ApiError(409, 'shop_registration_failed', REGISTER_REFUSED);
      }
      const first = str(b.first_name).trim();
      const last = str(b.last_name).trim();
      const { id } = ctx.db.run(
        'INSERT INTO users (email, password_hash, first_name, last_name, display_name, nickname, billing, created_at, date_of_birth) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          email,
          hash,
          first,
          last,
          `${first} ${last}`,
          first,
          JSON.stringify({ first_name: first, last_name: last, email }),
          iso(),
          dob,
        ],
      );
      const user = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]) as UserRow;
      return { success: true, data: userDetails(ctx, user, createSession(ctx, id)) };
    },
  },
  logout: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      requireUser(ctx, b.token);
      dropSession(ctx, str(b.token));
      return { success: true };
    },
  },
  forgot_password: {
    method: 'POST',
    schema: {
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: EMAIL_RE,
        patternMessage: 'Email address is invalid.',
        label: 'Email address',
      },
    },
    handler: (ctx, b, caller) => {
      const byEmail = `forgot:email:${emailKey(b.email)}`;
      const byAddress = `forgot:address:${caller.address}`;
      // Counted whether or not an account exists, so the answer reveals nothing.
      ctx.limits.check([
        {
          key: byEmail,
          rule: RATE_RULES.forgotEmail,
          message: (m) =>
            `Too many password reset requests for this email address. Please check your inbox or try again in ${minutes(m)}.`,
        },
        {
          key: byAddress,
          rule: RATE_RULES.forgotAddress,
          message: (m) => `Too many password reset requests from your network. Please try again in ${minutes(m)}.`,
        },
      ]);
      ctx.limits.hit(byEmail, RATE_RULES.forgotEmail);
      ctx.limits.hit(byAddress, RATE_RULES.forgotAddress);
      const user = ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [str(b.email).trim()]);
      if (user) {
        const key = randomBytes(20).toString('hex');
        ctx.db.run('INSERT INTO reset_keys (key_hash, user_id, expires_at) VALUES (?, ?, ?)', [
          sha256(key),
          user.id,
          iso(ctx.now() + RESET_KEY_MS),
        ]);
        const link = `${ctx.storefrontUrl}/auth/reset/password?key=${key}&email=${encodeURIComponent(user.email)}`;
        mail(
          ctx,
          user.email,
          'Reset your password',
          `Hi ${user.first_name},\n\nSomeone asked to reset the password of your account. The link works once, within one hour:\n\n${link}\n\nIf it was not you, ignore this email.\n`,
        );
      }
      return {
        success: true,
        message: 'If an account exists for that email address, a password reset link has been sent to it.',
      };
    },
  },
  reset_password: {
    method: 'POST',
    schema: {
      key: { type: 'string', required: true, max: 200, raw: true },
      email: { type: 'string', required: true, max: 200, label: 'Email address' },
      password: { ...PASSWORD, required: true, label: 'Password' },
    },
    handler: async (ctx, b, caller) => {
      const byEmail = `reset:email:${emailKey(b.email)}`;
      const byAddress = `reset:address:${caller.address}`;
      ctx.limits.check([
        {
          key: byEmail,
          rule: RATE_RULES.resetEmail,
          message: (m) => `Too many attempts to reset this password. Please try again in ${minutes(m)}.`,
        },
        {
          key: byAddress,
          rule: RATE_RULES.resetAddress,
          message: (m) => `Too many password reset attempts from your network. Please try again in ${minutes(m)}.`,
        },
      ]);
      const problem = passwordProblem(str(b.password));
      if (problem) throw new ApiError(400, 'shop_weak_password', problem);
      const badKey = (): ApiError => {
        ctx.limits.hit(byEmail, RATE_RULES.resetEmail);
        ctx.limits.hit(byAddress, RATE_RULES.resetAddress);
        return new ApiError(
          400,
          'shop_bad_reset_key',
          'This password reset link is invalid or has expired. Please ask for a new one.',
        );
      };
      const row = ctx.db.get<{ user_id: number }>(
        'SELECT r.user_id FROM reset_keys r JOIN users u ON u.id = r.user_id WHERE r.key_hash = ? AND r.used = 0 AND r.expires_at > ? AND u.email = ?',
        [sha256(str(b.key)), iso(ctx.now()), str(b.email).trim()],
      );
      if (!row) throw badKey();
      const hash = await hashPassword(str(b.password));
      const used = ctx.db.tx(() => {
        const r = ctx.db.run('UPDATE reset_keys SET used = 1 WHERE key_hash = ? AND used = 0 AND expires_at > ?', [
          sha256(str(b.key)),
          iso(ctx.now()),
        ]);
        if (r.changes === 0) return false;
        ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hash, row.user_id]);
        // Every other reset link of the account dies with this one, and every session ends.
        ctx.db.run('UPDATE reset_keys SET used = 1 WHERE user_id = ?', [row.user_id]);
        dropOtherSessions(ctx, row.user_id);
        return true;
      });
      if (!used) throw badKey();
      // The owner proved control of the mailbox: failed sign-ins no longer slow the account down.
      ctx.limits.clear(`login:email:${emailKey(b.email)}`);
      ctx.limits.clearPrefix(`login:pair:${emailKey(b.email)}|`);
      return { success: true, message: 'Your password has been reset. You can sign in with it now.' };
    },
  },
  get_purchased_competition: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const rows = ctx.db.all<{
        competition_id: number;
        order_id: number;
        title: string;
        draw_at: string;
        drawn: number;
        image: string;
        tickets: string;
      }>(
        `SELECT t.competition_id, t.order_id, c.title, c.draw_at, c.drawn, c.image, GROUP_CONCAT(t.ticket_number) AS tickets
         FROM tickets t JOIN competitions c ON c.id = t.competition_id WHERE t.user_id = ?
         GROUP BY t.competition_id, t.order_id ORDER BY t.order_id DESC`,
        [user.id],
      );
      return {
        success: true,
        data: rows.map((r) => {
          const d = ukDateTime(r.draw_at);
          return {
            competition_id: num(r.competition_id),
            competition_title: r.title,
            order_id: num(r.order_id),
            ticket_numbers: str(r.tickets)
              .split(',')
              .map(Number)
              .sort((a, z) => a - z),
            draw_date: d.date,
            draw_time: d.time,
            status: num(r.drawn) ? 'drawn' : 'upcoming',
            image: absolute(ctx, r.image),
          };
        }),
      };
    },
  },
  updateProfile: {
    method: 'POST',
    schema: PROFILE_SCHEMA,
    handler: async (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const cur = str(b.password_current);
      const p1 = str(b.password_1);
      const p2 = str(b.password_2);
      const email = str(b.account_email).trim();
      const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
      let newHash: string | null = null;
      if (p1 || p2) {
        if (!cur || !p1 || !p2) throw new ApiError(400, 'shop_password_fields', 'Please Fill all password fields.');
        const problem = passwordProblem(p1);
        if (problem) throw new ApiError(400, 'shop_weak_password', problem);
        if (p1 !== p2)
          throw new ApiError(400, 'shop_password_mismatch', 'New password and Confirm password do not match.');
      }
      // A password change has all three fields by now; an email change needs the current password too.
      if (emailChanged || p1) await requireCurrentPassword(user, cur, PASSWORD_FOR_EMAIL);
      if (p1) newHash = await hashPassword(p1);
      const other = ctx.db.get<{ id: number }>('SELECT id FROM users WHERE email = ? AND id != ?', [email, user.id]);
      if (other) throw new ApiError(409, 'shop_email_taken', 'That email address is used by another account.');
      const first = str(b.account_first_name).trim();
      const last = str(b.account_last_name).trim();
      ctx.db.tx(() => {
        ctx.db.run(
          'UPDATE users SET first_name = ?, last_name = ?, email = ?, display_name = ?, password_hash = COALESCE(?, password_hash) WHERE id = ?',
          [first, last, email, str(b.account_display_name).trim() || `${first} ${last}`, newHash, user.id],
        );
        // A new password signs the account out everywhere else and voids outstanding reset links;
        // so does a new email address for the reset links (they were mailed to the old one).
        if (newHash) dropOtherSessions(ctx, user.id, str(b.token));
        if (newHash || emailChanged) ctx.db.run('UPDATE reset_keys SET used = 1 WHERE user_id = ?', [user.id]);
        if (emailChanged) mailEmailChanged(ctx, user, email);
      });
      const fresh = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [user.id]) as UserRow;
      return { success: true, data: userDetails(ctx, fresh, str(b.token)) };
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
      billing_email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: EMAIL_RE,
        patternMessage: 'Email address is invalid.',
        label: 'Email address',
      },
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
      ctx.db.run('UPDATE users SET first_name = ?, last_name = ?, billing = ? WHERE id = ?', [
        str(b.first_name).trim(),
        str(b.last_name).trim(),
        JSON.stringify(billing),
        user.id,
      ]);
      const fresh = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [user.id]) as UserRow;
      return { success: true, data: userDetails(ctx, fresh, str(b.token)) };
    },
  },
  points: {
    method: 'POST',
    schema: { token: TOKEN, offset: { type: 'int', min: 0, max: 1_000_000 }, limit: { type: 'int', min: 1, max: 100 } },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const limit = num(b.limit ?? 10) || 10;
      const offset = num(b.offset ?? 0);
      const totalLogs = num(
        ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM points_log WHERE user_id = ?', [user.id])?.n,
      );
      const logs = ctx.db.all<{ type: string; description: string; points: number; created_at: string }>(
        'SELECT type, description, points, created_at FROM points_log WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        [user.id, limit, offset],
      );
      const credit = ctx.db.all<{ description: string; amount: number; created_at: string }>(
        'SELECT description, amount, created_at FROM credit_log WHERE user_id = ? ORDER BY created_at DESC, id DESC',
        [user.id],
      );
      return {
        success: true,
        points: num(user.points),
        logs: logs.map((l) => ({
          description: l.description,
          date_display_human: humanDate(l.created_at),
          type: l.type,
          points: num(l.points),
          date: l.created_at,
        })),
        totalLogs,
        site_credit: pounds(num(user.site_credit)),
        credit_logs: credit.map((c) => ({
          description: c.description,
          date_display_human: humanDate(c.created_at),
          amount: pounds(num(c.amount)),
          date: c.created_at,
        })),
      };
    },
  },
  get_coupons: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      // Only coupons the user can still use (not expired, not used up); minimum spend is shown at apply.
      const rows = ctx.db
        .all<CouponRow>('SELECT * FROM coupons WHERE user_id = ? ORDER BY code', [user.id])
        .filter((c) => couponUsable(ctx, c, user.id, Number.MAX_SAFE_INTEGER));
      return {
        success: true,
        data: rows.map((c) => ({
          code: c.code,
          description: c.description,
          amount: c.kind === 'percent' ? String(num(c.amount)) : pounds(num(c.amount)).toFixed(2),
          discount_type: c.kind === 'percent' ? 'percent' : 'fixed_cart',
        })),
      };
    },
  },
  orders: {
    method: 'POST',
    schema: { token: TOKEN, ...PAGE },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 10) || 10;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', [user.id])?.n);
      const rows = ctx.db.all<{ id: number; status: string; created_at: string; total: number; items: number }>(
        `SELECT o.id, o.status, o.created_at, o.total, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS items
         FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
        [user.id, limit, (page - 1) * limit],
      );
      return {
        ...paged(
          rows.map((o) => ({
            order_id_: num(o.id),
            order_status: o.status,
            order_date: o.created_at || null,
            order_total: poundsText(num(o.total)),
            item_count: num(o.items),
          })),
          total,
          page,
          limit,
        ),
      };
    },
  },
  order_detail: {
    method: 'POST',
    schema: { token: TOKEN, id: { type: 'int', required: true, min: 1 } },
    handler: (ctx, b) => ({ success: true, data: orderDetail(ctx, requireUser(ctx, b.token), num(b.id)) }),
  },
  order_confirmation: {
    method: 'POST',
    schema: {
      token: TOKEN,
      order_id: { type: 'int', required: true, min: 1 },
      order_key: { type: 'string', required: true, max: 100 },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const o = ctx.db.get<{ id: number; order_key: string; status: string; total: number; points_earned: number }>(
        'SELECT id, order_key, status, total, points_earned FROM orders WHERE id = ? AND user_id = ? AND order_key = ?',
        [num(b.order_id), user.id, str(b.order_key)],
      );
      if (!o) throw new ApiError(404, 'shop_no_order', 'Order not found.');
      const lines = ctx.db.all<{ competition_id: number; title: string; quantity: number }>(
        'SELECT competition_id, title, quantity FROM order_lines WHERE order_id = ? ORDER BY id',
        [o.id],
      );
      const wins = ctx.db.all<{ ticket_number: number; prize: string; image: string; title: string }>(
        `SELECT w.ticket_number, w.prize, w.image, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id
         JOIN tickets t ON t.competition_id = w.competition_id AND t.ticket_number = w.ticket_number
         WHERE w.kind = 'instant' AND t.order_id = ? ORDER BY w.id`,
        [o.id],
      );
      return {
        success: true,
        data: {
          order_id: num(o.id),
          order_key: o.order_key,
          status: o.status,
          total: poundsText(num(o.total)),
          lines: lines.map((l) => ({
            competition_id: num(l.competition_id),
            title: l.title,
            quantity: num(l.quantity),
            tickets: ctx.db
              .all<{ n: number }>(
                'SELECT ticket_number AS n FROM tickets WHERE order_id = ? AND competition_id = ? ORDER BY ticket_number',
                [o.id, l.competition_id],
              )
              .map((t) => num(t.n)),
          })),
          instant_wins: wins.map((w) => ({
            ticket_number: num(w.ticket_number),
            prize: w.prize,
            image: absolute(ctx, w.image),
            competition_title: w.title,
          })),
          points_earned: num(o.points_earned),
        },
      };
    },
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
      const acc = b.account_number === undefined ? undefined : str(b.account_number).trim();
      const sort = b.sort_code === undefined ? undefined : str(b.sort_code).replace(/[\s-]/g, '');
      if (acc !== undefined || sort !== undefined) {
        if (!acc) throw new ApiError(400, 'shop_bank', 'Account Number is required.');
        if (!sort) throw new ApiError(400, 'shop_bank', 'Sort Code is required.');
        // The masked value read back ("****5678") keeps the stored number.
        const keep = acc === maskAccount(user.bank_account) && !!user.bank_account;
        if (!keep && !/^\d+$/.test(acc))
          throw new ApiError(400, 'shop_bank', 'Account Number must contain only numbers.');
        if (!keep && (acc.length < 6 || acc.length > 12))
          throw new ApiError(400, 'shop_bank', 'Account Number must be 6 to 12 digits.');
        if (!/^\d{3,6}$/.test(sort)) throw new ApiError(400, 'shop_bank', 'Sort Code must be 6 digits.');
        await requireCurrentPassword(user, str(b.password_current), PASSWORD_FOR_BANK);
        const account = keep ? str(user.bank_account) : acc;
        ctx.db.tx(() => {
          ctx.db.run('UPDATE users SET bank_account = ?, bank_sort_code = ? WHERE id = ?', [account, sort, user.id]);
          mailBankChanged(ctx, user, account);
        });
      }
      const fresh = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [user.id]) as UserRow;
      return {
        success: true,
        data: {
          account_number: maskAccount(fresh.bank_account),
          sort_code: str(fresh.bank_sort_code),
          account_number_masked: true,
        },
      };
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
    handler: (ctx, b): { success: true; data: ResponsiblePlayAnswer } => {
      const now = ctx.now();
      const user = withActiveLimit(requireUser(ctx, b.token), now);
      ctx.db.tx(() => {
        if (b.limit_duration !== undefined || b.limit_value !== undefined) {
          const duration = str(b.limit_duration ?? user.limit_duration);
          const value = b.limit_value !== undefined ? toPence(num(b.limit_value)) : num(user.limit_value);
          changeSpendLimit(ctx, user, { duration, value }, now);
        }
        if (b.lockout_period !== undefined) {
          const ms = lockoutMs(str(b.lockout_period));
          // A break can be started or extended, never shortened while it runs.
          const current = user.locked_until ? Date.parse(user.locked_until) : 0;
          const until = ms ? Math.max(current, now + ms) : current;
          ctx.db.run('UPDATE users SET lockout_period = ?, locked_until = ? WHERE id = ?', [
            str(b.lockout_period),
            until > now ? iso(until) : null,
            user.id,
          ]);
        }
      });
      const fresh = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [user.id]) as UserRow;
      const d = userDetails(ctx, fresh, str(b.token));
      return {
        success: true,
        data: {
          limit_duration: d.limit_duration ?? '',
          limit_value: d.limit_value ?? 0,
          lockout_period: d.lockout_period ?? '',
          current_spending: d.current_spending ?? 0,
          lock_account: d.lock_account ?? false,
          locking_period: d.locking_period ?? '',
          pending_limit_duration: d.pending_limit_duration,
          pending_limit_value: d.pending_limit_value,
          pending_limit_at: d.pending_limit_at,
        },
      };
    },
  },
  draw_results: {
    method: 'POST',
    schema: PAGE,
    handler: (ctx, b) => {
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 10) || 10;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM draw_results')?.n);
      const rows = ctx.db.all<Record<string, unknown>>(
        `SELECT d.*, c.title, c.image, c.draw_at, c.live_draw, c.live_draw_info FROM draw_results d JOIN competitions c ON c.id = d.competition_id
         ORDER BY d.drawn_at DESC, d.competition_id DESC LIMIT ? OFFSET ?`,
        [limit, (page - 1) * limit],
      );
      const data: (DrawResult & { entries: number; drawn_at: string; algorithm: string })[] = rows.map((r) => ({
        competition_id: num(r.competition_id),
        title: str(r.title),
        image: absolute(ctx, str(r.image)),
        draw_date: ukDateTime(str(r.drawn_at)).date,
        winning_ticket: r.winning_ticket === null ? null : num(r.winning_ticket),
        winner_name: r.winner_name === null ? null : publicNameOf(str(r.winner_name)),
        seed: str(r.seed),
        commitment: str(r.commitment),
        entries: num(r.entries),
        drawn_at: str(r.drawn_at),
        algorithm:
          'winner = entries sorted by ticket number [ HMAC-SHA256(key=seed, "<competition_id>:<entries>") mod entries ]; commitment = SHA-256(seed)',
        ...(num(r.live_draw) ? { live_draw_url: str(r.live_draw_info) } : {}),
      }));
      return paged(data, total, page, limit);
    },
  },
  winners: {
    method: 'POST',
    schema: PAGE,
    handler: (ctx, b) => {
      const page = num(b.page ?? 1) || 1;
      const limit = num(b.limit ?? 12) || 12;
      const total = num(ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM wins')?.n);
      const rows = ctx.db.all<Record<string, unknown>>(
        'SELECT w.*, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?',
        [limit, (page - 1) * limit],
      );
      const data: Winner[] = rows.map((w) => ({
        id: num(w.id),
        name: publicNameOf(str(w.winner_name)) ?? '',
        prize: str(w.prize),
        image: absolute(ctx, str(w.image)),
        competition_id: num(w.competition_id),
        competition_title: str(w.title),
        ticket_number: num(w.ticket_number),
        won_at: str(w.created_at),
        kind: str(w.kind) as Winner['kind'],
      }));
      return paged(data, total, page, limit);
    },
  },
  claimable_prizes: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const rows = ctx.db.all<Record<string, unknown>>(
        'SELECT w.id, w.prize, w.ticket_number, w.claimed, w.kind, c.title FROM wins w JOIN competitions c ON c.id = w.competition_id WHERE w.user_id = ? AND w.claimable = 1 ORDER BY w.id DESC',
        [user.id],
      );
      return {
        success: true,
        data: rows.map((r) => ({
          win_id: num(r.id),
          prize: str(r.prize),
          competition_title: str(r.title),
          ticket_number: num(r.ticket_number),
          claimed: num(r.claimed) === 1,
          kind: str(r.kind),
        })),
      };
    },
  },
  claim_prize: {
    method: 'POST',
    schema: {
      token: TOKEN,
      win_id: { type: 'int', required: true, min: 1 },
      full_name: { type: 'string', required: true, max: 200, label: 'Full name' },
      phone: { type: 'string', required: true, max: 40, label: 'Phone' },
      address: { type: 'string', required: true, max: 500, label: 'Address', multiline: true },
      notes: { type: 'string', max: 2000, label: 'Notes', multiline: true },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const win = ctx.db.get<{ id: number; claimed: number; prize: string }>(
        'SELECT id, claimed, prize FROM wins WHERE id = ? AND user_id = ? AND claimable = 1',
        [num(b.win_id), user.id],
      );
      if (!win) throw new ApiError(404, 'shop_no_win', 'Prize not found.');
      if (num(win.claimed)) throw new ApiError(409, 'shop_already_claimed', 'This prize has already been claimed.');
      ctx.db.run('UPDATE wins SET claimed = 1, claim = ? WHERE id = ?', [
        JSON.stringify({
          full_name: str(b.full_name),
          phone: str(b.phone),
          address: str(b.address),
          notes: str(b.notes),
          at: iso(),
        }),
        win.id,
      ]);
      mail(
        ctx,
        user.email,
        `Your claim for ${win.prize}`,
        `Hi ${user.first_name},\n\nWe have your claim for ${win.prize} and will be in touch within 2 working days.\n`,
      );
      return {
        success: true,
        message: `Thank you! Your claim for ${win.prize} has been received; we will contact you within 2 working days.`,
      };
    },
  },
  contact: {
    method: 'POST',
    schema: {
      name: { type: 'string', required: true, max: 200, label: 'Name' },
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: EMAIL_RE,
        patternMessage: 'Email address is invalid.',
        label: 'Email address',
      },
      subject: { type: 'string', required: true, max: 200, label: 'Subject' },
      message: { type: 'string', required: true, max: 5000, label: 'Message', multiline: true },
    },
    handler: (ctx, b, caller) => {
      // Anyone may write, and each message mails the address it names: limits keep the form from
      // being used to flood someone's inbox, or the support desk.
      const byEmail = `contact:email:${emailKey(b.email)}`;
      const byAddress = `contact:address:${caller.address}`;
      ctx.limits.check([
        {
          key: byEmail,
          rule: RATE_RULES.contactEmail,
          message: (m) => `Too many messages for this email address. Please try again in ${minutes(m)}.`,
        },
        {
          key: byAddress,
          rule: RATE_RULES.contactAddress,
          message: (m) => `Too many messages from your network. Please try again in ${minutes(m)}.`,
        },
      ]);
      ctx.limits.hit(byEmail, RATE_RULES.contactEmail);
      ctx.limits.hit(byAddress, RATE_RULES.contactAddress);
      ctx.db.tx(() => {
        ctx.db.run('INSERT INTO contacts (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)', [
          str(b.name),
          str(b.email),
          str(b.subject),
          str(b.message),
          iso(),
        ]);
        // The sender gets a fixed note with none of their text: the form cannot send a stranger words of its user's choosing.
        mail(ctx, str(b.email), CONTACT_ACK.subject, CONTACT_ACK.text);
        mail(
          ctx,
          shopInbox(),
          `Contact form: ${str(b.subject)}`,
          `From ${str(b.name)} <${str(b.email)}>\n\n${str(b.message)}\n`,
        );
      });
      return { success: true, message: 'Thank you for your message. We will reply within 2 working days.' };
    },
  },
  chat_post: {
    method: 'POST',
    schema: {
      token: TOKEN,
      text: { type: 'string', max: 500, label: 'Message', multiline: true },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      // Plain text (control characters already removed by the validator) with nothing hidden in it; render it as text.
      const text = stripInvisible(str(b.text)).trim();
      if (!hasVisible(text)) throw new ApiError(400, 'shop_empty_message', 'Please write a message.');
      const byUser = `chat:user:${user.id}`;
      ctx.limits.check([
        {
          key: byUser,
          rule: RATE_RULES.chatUser,
          message: (m) => `You are sending messages too quickly. Please wait ${minutes(m)} and try again.`,
        },
      ]);
      ctx.limits.hit(byUser, RATE_RULES.chatUser);
      const ts = Date.now();
      // The name shown is the account's, as first name and initial: never one the sender typed.
      const id = ctx.realtime.push('community-chat', { user: publicName(user.first_name, user.last_name), text, ts });
      ctx.db.run('INSERT INTO chat (id, user_id, text, created_at) VALUES (?, ?, ?, ?)', [id, user.id, text, iso(ts)]);
      return { success: true, id };
    },
  },
  incident: {
    method: 'POST',
    schema: {
      remote: { type: 'string', required: true, max: 100 },
      version: { type: 'string', required: true, max: 100 },
      stage: { type: 'string', required: true, max: 100 },
      message: { type: 'string', required: true, max: 2000, multiline: true },
      fallback: { type: 'string', required: true, max: 200 },
    },
    handler: (ctx, b) => {
      ctx.db.run(
        'INSERT INTO incidents (remote, version, stage, message, fallback, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [str(b.remote), str(b.version), str(b.stage), str(b.message), str(b.fallback), iso()],
      );
      return { success: true };
    },
  },
};

/** Every /api/v1 call, by name. */
export const routes: V1Routes = { ...catalogRoutes, ...legacyRoutes };
