// The seed's repository: writes a fixture that fixture-check.ts has already checked straight into
// the tables (demo data, the e2e suite's fixtures). Orders go through checkout's own placeOrder,
// so demo wins and draws come from real orders (docs/adr/004-provider-stand-in.md).
import { publicName } from '../auth/public-name';
import { createSession } from '../auth/sessions';
import { allocate, placeOrder } from '../checkout/place-order';
import { takenTickets } from '../checkout/repository';
import { ApiError, type Ctx } from '../context';
import { newDrawSeed } from '../draws/draw';
import { mediaPath } from '../media';
import { DAY, HOUR, iso, num, toPence } from '../util';
import type { Fixture } from './fixture-types';

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

export function write(ctx: Ctx, fx: Fixture, hashes: Map<string, string>) {
  const { db } = ctx;
  const now = ctx.now();
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
        total_tickets, max_per_user, featured, question, options, correct_answer, hide_ticket_count, hide_timer, disable_tickets, live_draw, live_draw_info, prize_value, seed, commitment,
        cash_alternative, live_stream_url, replay_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        toPence(c.cash_alternative ?? 0),
        c.live_stream_url ?? '',
        c.replay_url ?? '',
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
      `INSERT INTO users (email, password_hash, first_name, last_name, display_name, nickname, billing, points, site_credit, bank_account, bank_sort_code, limit_duration, limit_value, lockout_period, locked_until, created_at, date_of_birth, email_verified)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        // Seeded accounts are confirmed unless the fixture says otherwise (README "Fixture format").
        u.verified === false ? 0 : 1,
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
  /**
   * The numbers of a fixture line that picks none: at random, but never an instant-win number, so
   * the demo's wins are exactly the ones its fixture picks (a random hit made the instant-win
   * page's count differ from run to run).
   */
  const ordinaryTickets = (competitionId: number, quantity: number): number[] => {
    const total = num(
      db.get<{ total_tickets: number }>('SELECT total_tickets FROM competitions WHERE id = ?', [competitionId])
        ?.total_tickets,
    );
    const barred = takenTickets(db, competitionId);
    for (const row of db.all<{ ticket_number: number }>(
      'SELECT ticket_number FROM instant_win_tickets WHERE competition_id = ?',
      [competitionId],
    ))
      barred.add(num(row.ticket_number));
    return allocate(total, barred, quantity);
  };
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
        tickets: l.tickets ?? ordinaryTickets(compId(l.competition), l.quantity),
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
      `INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at, claimed, claim_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        w.claim_status ? 1 : 0,
        w.claim_status ?? '',
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
