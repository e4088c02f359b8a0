// Fixture files: the documented way to load data (README "Fixture format").
import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/passwords';
import { publicName } from '../auth/public-name';
import { createSession } from '../auth/sessions';
import { allocate, placeOrder } from '../checkout/place-order';
import { ApiError, type Ctx } from '../context';
import { wipe } from '../db';
import { drawDue, newDrawSeed } from '../draws/draw';
import { mediaPath } from '../media';
import { DAY, HOUR, iso, num, randomHex, toPence } from '../util';
import { validate } from '../validate';

export interface FixtureCompetition {
  ref?: string;
  id?: number;
  product_id?: number;
  title: string;
  category: string;
  description?: string;
  image?: string;
  gallery?: string[];
  price: number;
  sale_price?: number;
  sale_starts_in_hours?: number;
  sale_ends_in_hours?: number;
  closes_in_hours: number;
  draw_in_hours?: number;
  created_hours_ago?: number;
  total_tickets: number;
  max_per_user: number;
  featured?: boolean;
  question?: string;
  options?: string[];
  correct_answer?: string;
  hide_ticket_count?: boolean;
  hide_timer?: boolean;
  disable_tickets?: boolean;
  live_draw?: boolean;
  live_draw_info?: string;
  prize_value?: number;
  instant_wins?: {
    title: string;
    type: 'site_credit' | 'points' | 'prize';
    value: number;
    image?: string;
    tickets: number[];
  }[];
  reward_wins?: { title: string; threshold_percent: number; value?: number; image?: string }[];
  pre_sold?: number;
}
export interface FixtureUser {
  email: string;
  password?: string;
  first_name: string;
  last_name: string;
  token?: string;
  points?: number;
  site_credit?: number;
  billing?: Record<string, string>;
  bank?: { account_number: string; sort_code: string };
  /** 'YYYY-MM-DD'. */
  date_of_birth?: string;
  responsible?: { limit_duration?: string; limit_value?: number; lockout_hours?: number };
}
export interface FixtureCoupon {
  code: string;
  description?: string;
  kind: 'fixed' | 'percent';
  amount: number;
  user?: string;
  /** Uses in all (omitted: no limit). */
  usage_limit?: number;
  /** Uses per account (omitted: 1 for a personal coupon, no limit otherwise). */
  usage_limit_per_user?: number;
  /** An ISO date-time; omitted: never expires. */
  expires_at?: string;
  /** Pounds, on the cart subtotal. */
  minimum_amount?: number;
}
export interface Fixture {
  reset?: boolean;
  defaults?: boolean;
  settings?: Record<string, unknown>;
  competitions?: FixtureCompetition[];
  users?: FixtureUser[];
  coupons?: FixtureCoupon[];
  orders?: {
    user: string;
    status?: string;
    days_ago?: number;
    payment_method?: string;
    lines: { competition: string | number; quantity: number; answer?: string }[];
  }[];
  points_log?: { user: string; type: string; description: string; points: number; days_ago?: number }[];
  credit_log?: { user: string; description: string; amount: number; days_ago?: number }[];
  wins?: {
    user?: string;
    name?: string;
    competition: string | number;
    ticket_number: number;
    kind: 'draw' | 'instant' | 'reward';
    prize: string;
    prize_type?: string;
    value?: number;
    claimable?: boolean;
    days_ago?: number;
  }[];
  /** Draw competitions already past their closing time (default true). */
  draw_due?: boolean;
}

const FIRST = [
  'Sarah',
  'James',
  'Emma',
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'Jack',
  'Sophie',
  'George',
  'Chloe',
  'Noah',
  'Grace',
  'Leo',
  'Ruby',
  'Alfie',
];
const LAST = 'TWMHBCJKRSPLDGFN';

function check(fx: unknown): Fixture {
  const top = validate(fx, {
    reset: { type: 'boolean' },
    defaults: { type: 'boolean' },
    draw_due: { type: 'boolean' },
    settings: { type: 'object' },
    competitions: { type: 'array', max: 1000 },
    users: { type: 'array', max: 5000 },
    coupons: { type: 'array', max: 1000 },
    orders: { type: 'array', max: 5000 },
    points_log: { type: 'array', max: 10000 },
    credit_log: { type: 'array', max: 10000 },
    wins: { type: 'array', max: 1000 },
  });
  for (const [i, c] of ((top.competitions as unknown[]) ?? []).entries()) {
    const v = validate(c, {
      title: { type: 'string', required: true, max: 200, label: `competitions[${i}].title` },
      category: { type: 'string', required: true, max: 50, label: `competitions[${i}].category` },
      price: { type: 'number', required: true, min: 0, label: `competitions[${i}].price` },
      closes_in_hours: { type: 'number', required: true, label: `competitions[${i}].closes_in_hours` },
      total_tickets: { type: 'int', required: true, min: 1, max: 1000000, label: `competitions[${i}].total_tickets` },
      max_per_user: { type: 'int', required: true, min: 1, label: `competitions[${i}].max_per_user` },
      pre_sold: { type: 'int', min: 0, label: `competitions[${i}].pre_sold` },
      question: { type: 'string', max: 500 },
      correct_answer: { type: 'string', max: 200 },
      options: { type: 'array', max: 10 },
    });
    if (v.question && !v.correct_answer)
      throw new ApiError(400, 'fixture', `competitions[${i}]: a question needs correct_answer.`);
    if (num(v.pre_sold) > num(v.total_tickets))
      throw new ApiError(400, 'fixture', `competitions[${i}]: pre_sold exceeds total_tickets.`);
  }
  for (const [i, u] of ((top.users as unknown[]) ?? []).entries()) {
    validate(u, {
      email: {
        type: 'string',
        required: true,
        max: 200,
        pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        label: `users[${i}].email`,
      },
      first_name: { type: 'string', required: true, max: 100, label: `users[${i}].first_name` },
      last_name: { type: 'string', required: true, max: 100, label: `users[${i}].last_name` },
      password: { type: 'string', max: 200 },
      token: { type: 'string', min: 8, max: 200, label: `users[${i}].token` },
      date_of_birth: {
        type: 'string',
        pattern: /^\d{4}-\d{2}-\d{2}$/,
        patternMessage: `users[${i}].date_of_birth must be YYYY-MM-DD.`,
      },
    });
  }
  for (const [i, c] of ((top.coupons as unknown[]) ?? []).entries()) {
    const v = validate(c, {
      code: { type: 'string', required: true, max: 64, label: `coupons[${i}].code` },
      usage_limit: { type: 'int', min: 0, label: `coupons[${i}].usage_limit` },
      usage_limit_per_user: { type: 'int', min: 0, label: `coupons[${i}].usage_limit_per_user` },
      expires_at: { type: 'string', max: 40, label: `coupons[${i}].expires_at` },
      minimum_amount: { type: 'number', min: 0, label: `coupons[${i}].minimum_amount` },
    });
    if (v.expires_at !== undefined && Number.isNaN(Date.parse(String(v.expires_at))))
      throw new ApiError(400, 'fixture', `coupons[${i}].expires_at is not a date.`);
  }
  return fx as Fixture;
}

export function readFixtureFile(file: string): Fixture {
  return JSON.parse(readFileSync(file, 'utf8')) as Fixture;
}

/** Loads a fixture: validated first, then written in one transaction (all or nothing). */
export async function loadFixture(
  ctx: Ctx,
  raw: unknown,
  defaults?: () => Fixture,
): Promise<{ competitions: number; users: number; orders: number }> {
  const fx = check(raw);
  const parts: Fixture[] = [];
  if (fx.defaults && defaults) parts.push(defaults());
  parts.push(fx);
  const hashes = new Map<string, string>();
  await Promise.all(
    parts
      .flatMap((p) => p.users ?? [])
      .map(async (u) => {
        hashes.set(u.email.toLowerCase(), u.password ? await hashPassword(u.password) : `disabled$${randomHex(8)}`);
      }),
  );
  const counts = { competitions: 0, users: 0, orders: 0 };
  ctx.db.tx(() => {
    if (fx.reset) {
      wipe(ctx.db);
      ctx.realtime.clear();
    }
    for (const p of parts) {
      const c = write(ctx, p, hashes);
      counts.competitions += c.competitions;
      counts.users += c.users;
      counts.orders += c.orders;
    }
  });
  if (fx.draw_due !== false) drawDue(ctx);
  return counts;
}

function write(ctx: Ctx, fx: Fixture, hashes: Map<string, string>) {
  const { db } = ctx;
  const now = Date.now();
  const counts = { competitions: 0, users: 0, orders: 0 };
  const refs = new Map<string, number>();
  const compId = (r: string | number): number => {
    const id = typeof r === 'number' ? r : refs.get(r);
    if (!id || !db.get('SELECT id FROM competitions WHERE id = ?', [id]))
      throw new ApiError(400, 'fixture', `Unknown competition reference "${r}".`);
    return id;
  };
  const userId = (email: string): number => {
    const u = db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]);
    if (!u) throw new ApiError(400, 'fixture', `Unknown user "${email}".`);
    return num(u.id);
  };
  for (const [key, value] of Object.entries(fx.settings ?? {})) {
    db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
      key,
      JSON.stringify(value),
    ]);
  }
  for (const c of fx.competitions ?? []) {
    const { seed, commitment } = newDrawSeed();
    const closing = now + c.closes_in_hours * HOUR;
    const created = now - (c.created_hours_ago ?? 24 * 14) * HOUR;
    const image = c.image ?? mediaPath(c.category, c.title);
    const maxPid = num(db.get<{ n: number }>('SELECT COALESCE(MAX(product_id), 1000) AS n FROM competitions')?.n);
    const { id } = db.run(
      `INSERT INTO competitions (id, product_id, category, title, description, image, gallery, price, sale_price, sale_start, sale_end, closing_at, draw_at, created_at,
        total_tickets, max_per_user, featured, question, options, correct_answer, hide_ticket_count, hide_timer, disable_tickets, live_draw, live_draw_info, prize_value, seed, commitment)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        c.id ?? null,
        c.product_id ?? maxPid + 1,
        c.category.toLowerCase(),
        c.title,
        c.description ??
          `<p>Win ${c.title}. Entries close on the date shown; the winner is drawn at random from all entries with a verifiable process.</p>`,
        image,
        JSON.stringify(
          c.gallery ?? [
            image,
            mediaPath(c.category, `${c.title} gallery 2`),
            mediaPath(c.category, `${c.title} gallery 3`),
          ],
        ),
        toPence(c.price),
        c.sale_price === undefined ? null : toPence(c.sale_price),
        c.sale_price === undefined ? null : iso(now + (c.sale_starts_in_hours ?? -24) * HOUR),
        c.sale_price === undefined ? null : iso(now + (c.sale_ends_in_hours ?? 48) * HOUR),
        iso(closing),
        iso(c.draw_in_hours === undefined ? closing + HOUR : now + c.draw_in_hours * HOUR),
        iso(created),
        c.total_tickets,
        c.max_per_user,
        c.featured ? 1 : 0,
        c.question ?? '',
        JSON.stringify(c.options ?? []),
        c.correct_answer ?? '',
        c.hide_ticket_count ? 1 : 0,
        c.hide_timer ? 1 : 0,
        c.disable_tickets ? 1 : 0,
        c.live_draw ? 1 : 0,
        c.live_draw_info ?? '',
        toPence(c.prize_value ?? 0),
        seed,
        commitment,
      ],
    );
    if (c.ref) refs.set(c.ref, id);
    for (const iw of c.instant_wins ?? []) {
      const { id: prizeId } = db.run(
        'INSERT INTO instant_win_prizes (competition_id, title, type, value, image) VALUES (?, ?, ?, ?, ?)',
        [
          id,
          iw.title,
          iw.type,
          iw.type === 'points' ? Math.round(iw.value) : toPence(iw.value),
          iw.image ?? mediaPath('prize', iw.title),
        ],
      );
      for (const t of iw.tickets) {
        if (t < 1 || t > c.total_tickets)
          throw new ApiError(
            400,
            'fixture',
            `Instant-win ticket ${t} is outside 1..${c.total_tickets} in "${c.title}".`,
          );
        db.run('INSERT INTO instant_win_tickets (competition_id, ticket_number, prize_id) VALUES (?, ?, ?)', [
          id,
          t,
          prizeId,
        ]);
      }
    }
    for (const r of c.reward_wins ?? []) {
      db.run(
        'INSERT INTO reward_wins (competition_id, title, threshold_percent, image, value) VALUES (?, ?, ?, ?, ?)',
        [id, r.title, r.threshold_percent, r.image ?? mediaPath('reward', r.title), toPence(r.value ?? 0)],
      );
    }
    if (c.pre_sold) {
      // Tickets of other entrants (anonymous, no account): instant-win numbers are kept free.
      const reserved = new Set((c.instant_wins ?? []).flatMap((w) => w.tickets));
      const free = c.total_tickets - reserved.size;
      const numbers = allocate(c.total_tickets, reserved, Math.min(c.pre_sold, free));
      numbers.forEach((t, i) => {
        const name = `${FIRST[(t * 7 + i) % FIRST.length]} ${LAST.charAt((t * 3) % LAST.length)}.`;
        db.run('INSERT INTO tickets (competition_id, ticket_number, holder_name, created_at) VALUES (?, ?, ?, ?)', [
          id,
          t,
          name,
          iso(created + ((closing - created) * i) / Math.max(1, numbers.length) / 2),
        ]);
      });
    }
    counts.competitions++;
  }
  for (const u of fx.users ?? []) {
    const billing = {
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      country: 'GB',
      ...(u.billing ?? {}),
    };
    const r = u.responsible ?? {};
    const { id } = db.run(
      `INSERT INTO users (email, password_hash, first_name, last_name, display_name, nickname, billing, points, site_credit, bank_account, bank_sort_code, limit_duration, limit_value, lockout_period, locked_until, created_at, date_of_birth)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        u.email,
        hashes.get(u.email.toLowerCase()) ?? 'disabled$',
        u.first_name,
        u.last_name,
        `${u.first_name} ${u.last_name}`,
        u.first_name,
        JSON.stringify(billing),
        0,
        0,
        u.bank?.account_number ?? null,
        u.bank?.sort_code ?? null,
        r.limit_duration ?? '',
        toPence(r.limit_value ?? 0),
        r.lockout_hours ? 'custom' : '',
        r.lockout_hours ? iso(now + r.lockout_hours * HOUR) : null,
        iso(now - 90 * DAY),
        u.date_of_birth ?? '',
      ],
    );
    if (u.token) createSession(ctx, id, u.token);
    counts.users++;
  }
  for (const c of fx.coupons ?? []) {
    db.run(
      'INSERT INTO coupons (code, description, kind, amount, user_id, usage_limit, usage_limit_per_user, expires_at, minimum_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        c.code,
        c.description ?? '',
        c.kind,
        c.kind === 'percent' ? Math.round(c.amount) : toPence(c.amount),
        c.user ? userId(c.user) : null,
        c.usage_limit ?? null,
        // A personal coupon is a one-off unless the fixture says otherwise.
        c.usage_limit_per_user ?? (c.user ? 1 : null),
        c.expires_at ? iso(Date.parse(c.expires_at)) : null,
        toPence(c.minimum_amount ?? 0),
      ],
    );
  }
  for (const o of fx.orders ?? []) {
    const uid = userId(o.user);
    const u = db.get<{ first_name: string; last_name: string; billing: string }>(
      'SELECT first_name, last_name, billing FROM users WHERE id = ?',
      [uid],
    );
    const billing = JSON.parse(u?.billing ?? '{}') as Record<string, unknown>;
    const free = o.status === 'admin-comp-win';
    placeOrder(ctx, {
      userId: uid,
      holderName: publicName(u?.first_name ?? '', u?.last_name ?? ''),
      lines: o.lines.map((l) => ({
        competitionId: compId(l.competition),
        quantity: l.quantity,
        answer: l.answer ?? null,
      })),
      status: o.status ?? 'completed',
      paymentMethod: free ? 'admin' : (o.payment_method ?? 'local_test_card'),
      paymentMethodTitle: free
        ? 'Ticket Win'
        : o.payment_method === 'site_credit'
          ? 'Site credit'
          : 'Test card (local)',
      billing,
      shipping: billing,
      createdAt: iso(now - (o.days_ago ?? 1) * DAY),
      free,
      enforceLimits: false,
    });
    counts.orders++;
  }
  const touched = new Set<number>();
  for (const p of fx.points_log ?? []) {
    const uid = userId(p.user);
    touched.add(uid);
    db.run('INSERT INTO points_log (user_id, type, description, points, created_at) VALUES (?, ?, ?, ?, ?)', [
      uid,
      p.type,
      p.description,
      Math.round(p.points),
      iso(now - (p.days_ago ?? 1) * DAY),
    ]);
  }
  for (const c of fx.credit_log ?? []) {
    const uid = userId(c.user);
    touched.add(uid);
    db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
      uid,
      c.description,
      toPence(c.amount),
      iso(now - (c.days_ago ?? 1) * DAY),
    ]);
  }
  for (const w of fx.wins ?? []) {
    const cid = compId(w.competition);
    const uid = w.user ? userId(w.user) : null;
    const comp = db.get<{ image: string }>('SELECT image FROM competitions WHERE id = ?', [cid]);
    db.run(
      `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        uid,
        w.name ?? 'A winner',
        cid,
        w.ticket_number,
        w.kind,
        w.prize,
        w.prize_type ?? 'prize',
        toPence(w.value ?? 0),
        comp?.image ?? '',
        w.claimable ? 1 : 0,
        iso(now - (w.days_ago ?? 1) * DAY),
      ],
    );
  }
  // Balances: explicit values win; otherwise the sum of the logs.
  for (const u of fx.users ?? []) {
    const uid = userId(u.email);
    const pts =
      u.points ??
      num(db.get<{ n: number }>('SELECT COALESCE(SUM(points), 0) AS n FROM points_log WHERE user_id = ?', [uid])?.n);
    const credit =
      u.site_credit !== undefined
        ? toPence(u.site_credit)
        : num(
            db.get<{ n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM credit_log WHERE user_id = ?', [uid])?.n,
          );
    db.run('UPDATE users SET points = ?, site_credit = ? WHERE id = ?', [Math.max(0, pts), Math.max(0, credit), uid]);
  }
  void touched;
  return counts;
}
