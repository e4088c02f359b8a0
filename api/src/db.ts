import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { Row } from './util';

const { Database } = sqlite;
type Bind = (string | number | bigint | boolean | null)[];

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The WebAssembly SQLite locks a database with a `<file>.lock` folder that a killed process
 * leaves behind, after which every start fails with "database is locked". We note our pid
 * beside the file and clear a lock whose owner is gone; a live owner is a clear error.
 */
function claimDatabaseFile(file: string): void {
  const pidFile = `${file}.pid`;
  const owner = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : Number.NaN;
  if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
    throw new Error(`${file} is in use by process ${owner}; stop it or set DB_FILE to another file`);
  }
  rmSync(`${file}.lock`, { recursive: true, force: true });
  writeFileSync(pidFile, String(process.pid));
}

/** Thin wrapper over the embedded SQLite (WebAssembly; persisted to a file). All calls are synchronous. */
export class Db {
  readonly raw: InstanceType<typeof Database>;
  private depth = 0;

  constructor(readonly file: string) {
    if (file !== ':memory:') {
      mkdirSync(dirname(file), { recursive: true });
      claimDatabaseFile(file);
    }
    this.raw = new Database(file);
    this.raw.exec(
      'PRAGMA foreign_keys = ON; PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = TRUNCATE; PRAGMA synchronous = OFF; PRAGMA cache_size = -32000; PRAGMA temp_store = MEMORY;',
    );
  }

  private statements = new Map<string, ReturnType<InstanceType<typeof Database>['prepare']>>();
  /** Prepared statements are cached: preparing costs far more than running in this build. */
  private stmt(sql: string) {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.raw.prepare(sql);
      this.statements.set(sql, st);
    }
    return st;
  }

  /** A statement that failed is dropped (its error would otherwise come back on the next use or at close). */
  private use<R>(sql: string, fn: (st: ReturnType<Db['stmt']>) => R): R {
    const st = this.stmt(sql);
    try {
      return fn(st);
    } catch (error) {
      this.statements.delete(sql);
      try {
        if (!st.isFinalized) st.finalize();
      } catch {
        /* the error is the one being thrown */
      }
      throw error;
    }
  }

  run(sql: string, params: Bind = []): { changes: number; id: number } {
    const r = this.use(sql, (st) => st.run(params));
    return { changes: r.changes, id: Number(r.lastInsertRowid) };
  }
  all<T = Row>(sql: string, params: Bind = []): T[] {
    return this.use(sql, (st) => st.all(params)) as T[];
  }
  get<T = Row>(sql: string, params: Bind = []): T | undefined {
    return (this.use(sql, (st) => st.get(params)) as T | null) ?? undefined;
  }
  exec(sql: string): void {
    this.raw.exec(sql);
  }

  /** Runs fn in one transaction (nested calls join the outer one); any throw rolls everything back. */
  tx<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    this.raw.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = fn();
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      this.raw.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  close(): void {
    for (const st of this.statements.values()) {
      try {
        if (!st.isFinalized) st.finalize();
      } catch {
        /* closing anyway */
      }
    }
    this.statements.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

const MIGRATIONS: string[] = [
  // 1: the whole schema
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '',
    display_name TEXT NOT NULL DEFAULT '', nickname TEXT NOT NULL DEFAULT '', description TEXT NOT NULL DEFAULT '',
    billing TEXT NOT NULL DEFAULT '{}',
    points INTEGER NOT NULL DEFAULT 0,
    site_credit INTEGER NOT NULL DEFAULT 0,
    bank_account TEXT, bank_sort_code TEXT,
    limit_duration TEXT NOT NULL DEFAULT '', limit_value INTEGER NOT NULL DEFAULT 0,
    lockout_period TEXT NOT NULL DEFAULT '', locked_until TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE INDEX sessions_user ON sessions(user_id);
  CREATE TABLE reset_keys (key_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE competitions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL UNIQUE,
    category TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL DEFAULT '',
    image TEXT NOT NULL, gallery TEXT NOT NULL DEFAULT '[]',
    price INTEGER NOT NULL, sale_price INTEGER, sale_start TEXT, sale_end TEXT,
    closing_at TEXT NOT NULL, draw_at TEXT NOT NULL, created_at TEXT NOT NULL,
    total_tickets INTEGER NOT NULL, max_per_user INTEGER NOT NULL,
    featured INTEGER NOT NULL DEFAULT 0,
    question TEXT NOT NULL DEFAULT '', options TEXT NOT NULL DEFAULT '[]', correct_answer TEXT NOT NULL DEFAULT '',
    hide_ticket_count INTEGER NOT NULL DEFAULT 0, hide_timer INTEGER NOT NULL DEFAULT 0, disable_tickets INTEGER NOT NULL DEFAULT 0,
    live_draw INTEGER NOT NULL DEFAULT 0, live_draw_info TEXT NOT NULL DEFAULT '',
    prize_value INTEGER NOT NULL DEFAULT 0,
    seed TEXT NOT NULL, commitment TEXT NOT NULL,
    drawn INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE instant_win_prizes (id INTEGER PRIMARY KEY AUTOINCREMENT, competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, title TEXT NOT NULL, type TEXT NOT NULL, value INTEGER NOT NULL, image TEXT NOT NULL);
  CREATE TABLE instant_win_tickets (competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, ticket_number INTEGER NOT NULL, prize_id INTEGER NOT NULL REFERENCES instant_win_prizes(id) ON DELETE CASCADE, win_id INTEGER, PRIMARY KEY (competition_id, ticket_number));
  CREATE TABLE reward_wins (id INTEGER PRIMARY KEY AUTOINCREMENT, competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, title TEXT NOT NULL, threshold_percent INTEGER NOT NULL, image TEXT NOT NULL, value INTEGER NOT NULL DEFAULT 0, win_id INTEGER);
  CREATE TABLE carts (id TEXT PRIMARY KEY, user_id INTEGER, coupon_code TEXT, updated_at TEXT NOT NULL);
  CREATE TABLE cart_items (key TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE, competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, quantity INTEGER NOT NULL, answer TEXT, added_at TEXT NOT NULL);
  CREATE INDEX cart_items_cart ON cart_items(cart_id);
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT, order_key TEXT NOT NULL, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    status TEXT NOT NULL, created_at TEXT NOT NULL,
    subtotal INTEGER NOT NULL, discount INTEGER NOT NULL DEFAULT 0, total INTEGER NOT NULL,
    payment_method TEXT NOT NULL, payment_method_title TEXT NOT NULL,
    billing TEXT NOT NULL DEFAULT '{}', shipping TEXT NOT NULL DEFAULT '{}',
    coupon_code TEXT, points_earned INTEGER NOT NULL DEFAULT 0, customer_note TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX orders_user ON orders(user_id);
  CREATE TABLE order_lines (id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE, competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, title TEXT NOT NULL, quantity INTEGER NOT NULL, unit_price INTEGER NOT NULL, answer TEXT);
  CREATE INDEX order_lines_order ON order_lines(order_id);
  CREATE TABLE tickets (
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, ticket_number INTEGER NOT NULL,
    order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    holder_name TEXT NOT NULL DEFAULT '', answer TEXT, created_at TEXT NOT NULL,
    PRIMARY KEY (competition_id, ticket_number)
  );
  CREATE INDEX tickets_user ON tickets(user_id, competition_id);
  CREATE INDEX tickets_order ON tickets(order_id);
  CREATE TABLE points_log (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, type TEXT NOT NULL, description TEXT NOT NULL, points INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE credit_log (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, description TEXT NOT NULL, amount INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE coupons (code TEXT PRIMARY KEY COLLATE NOCASE, description TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL, amount INTEGER NOT NULL, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE);
  CREATE TABLE wins (
    id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE, winner_name TEXT NOT NULL,
    competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE, ticket_number INTEGER NOT NULL,
    kind TEXT NOT NULL, prize TEXT NOT NULL, prize_type TEXT NOT NULL, value INTEGER NOT NULL DEFAULT 0, image TEXT NOT NULL,
    claimable INTEGER NOT NULL DEFAULT 0, claimed INTEGER NOT NULL DEFAULT 0, claim TEXT, created_at TEXT NOT NULL
  );
  CREATE TABLE draw_results (competition_id INTEGER PRIMARY KEY REFERENCES competitions(id) ON DELETE CASCADE, winning_ticket INTEGER, win_id INTEGER, winner_name TEXT, seed TEXT NOT NULL, commitment TEXT NOT NULL, entries INTEGER NOT NULL, drawn_at TEXT NOT NULL);
  CREATE TABLE mailbox (id INTEGER PRIMARY KEY AUTOINCREMENT, to_addr TEXT NOT NULL COLLATE NOCASE, subject TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE contacts (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE incidents (id INTEGER PRIMARY KEY AUTOINCREMENT, remote TEXT NOT NULL, version TEXT NOT NULL, stage TEXT NOT NULL, message TEXT NOT NULL, fallback TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE chat (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL);
  `,
  // 2: coupon rules and their uses (README "Coupons"), date of birth, pending spend limits (README "Responsible play")
  `
  ALTER TABLE coupons ADD COLUMN usage_limit INTEGER;
  ALTER TABLE coupons ADD COLUMN usage_limit_per_user INTEGER;
  ALTER TABLE coupons ADD COLUMN expires_at TEXT;
  ALTER TABLE coupons ADD COLUMN minimum_amount INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE coupon_uses (
    id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL COLLATE NOCASE,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE, order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX coupon_uses_code ON coupon_uses(code, user_id);
  ALTER TABLE users ADD COLUMN date_of_birth TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN pending_limit_duration TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN pending_limit_value INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN pending_limit_at TEXT;
  `,
  // 3: card payment attempts, one per idempotency key (api/README.md "Payments")
  `
  CREATE TABLE payment_attempts (
    idempotency_key TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    cart_id TEXT NOT NULL, order_id INTEGER NOT NULL,
    token TEXT NOT NULL, intent_id TEXT, status TEXT NOT NULL, placed TEXT NOT NULL, result TEXT,
    created_ms INTEGER NOT NULL
  );
  CREATE INDEX payment_attempts_pending ON payment_attempts(status, created_ms);
  `,
  // 4: reservations (api/README.md "Fairness"): an attempt reserves a count of tickets until
  // expires_ms; ticket numbers exist only for paid orders; a payment-service call still owed
  // ('capture' or 'void') is retried by the sweep.
  `
  ALTER TABLE payment_attempts ADD COLUMN expires_ms INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE payment_attempts ADD COLUMN challenged INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE payment_attempts ADD COLUMN owed TEXT;
  UPDATE payment_attempts SET expires_ms = created_ms + 900000, challenged = (intent_id IS NOT NULL);
  DELETE FROM tickets WHERE order_id IN (SELECT id FROM orders WHERE status = 'pending');
  CREATE INDEX payment_attempts_user ON payment_attempts(user_id, status);
  CREATE INDEX payment_attempts_order ON payment_attempts(order_id);
  CREATE INDEX payment_attempts_owed ON payment_attempts(owed) WHERE owed IS NOT NULL;
  `,
  // 5: the account's customer at the payment service, which keeps its saved cards (api/README.md "Payments")
  `
  ALTER TABLE users ADD COLUMN payment_customer TEXT;
  `,
  // 6: winning end to end (api/README.md "Draws"): a prize's cash alternative, the live stream and
  // its replay, where a claim stands, and skill-question tries per day
  `
  ALTER TABLE competitions ADD COLUMN cash_alternative INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE competitions ADD COLUMN live_stream_url TEXT NOT NULL DEFAULT '';
  ALTER TABLE competitions ADD COLUMN replay_url TEXT NOT NULL DEFAULT '';
  ALTER TABLE wins ADD COLUMN claim_status TEXT NOT NULL DEFAULT '';
  UPDATE wins SET claim_status = 'received' WHERE claimed = 1;
  CREATE TABLE skill_attempts (
    subject TEXT NOT NULL, competition_id INTEGER NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
    day TEXT NOT NULL, wrong INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (subject, competition_id, day)
  );
  `,
  // 7: email ownership (api/README.md "Email ownership"): accounts until now are confirmed; a sign-up is
  // not until its link is opened. Each link carries what its sign-up typed, so the owner's own link sets
  // the owner's password; an email change waits for its link too.
  `
  ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;
  CREATE TABLE email_keys (
    key_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT, first_name TEXT, last_name TEXT, date_of_birth TEXT,
    expires_at TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
  );
  CREATE INDEX email_keys_user ON email_keys(user_id);
  `,
];

/** Tables wiped by a reset (everything but meta, which holds the signing secret and schema version). */
export const DATA_TABLES = [
  'skill_attempts',
  'chat',
  'incidents',
  'contacts',
  'mailbox',
  'draw_results',
  'wins',
  'coupon_uses',
  'coupons',
  'payment_attempts',
  'credit_log',
  'points_log',
  'tickets',
  'order_lines',
  'orders',
  'cart_items',
  'carts',
  'reward_wins',
  'instant_win_tickets',
  'instant_win_prizes',
  'competitions',
  'reset_keys',
  'email_keys',
  'sessions',
  'users',
  'settings',
];

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.get<{ version: number }>('SELECT version FROM schema_version');
  let version = row ? Number(row.version) : 0;
  if (!row) db.run('INSERT INTO schema_version (version) VALUES (0)');
  while (version < MIGRATIONS.length) {
    const sql = MIGRATIONS[version] ?? '';
    db.tx(() => {
      db.exec(sql);
      db.run('UPDATE schema_version SET version = ?', [version + 1]);
    });
    version++;
  }
}

export function wipe(db: Db): void {
  db.tx(() => {
    for (const t of DATA_TABLES) db.run(`DELETE FROM ${t}`);
    db.run("DELETE FROM sqlite_sequence WHERE name IN ('" + DATA_TABLES.join("','") + "')");
  });
}

export function metaValue(db: Db, key: string, create: () => string): string {
  const row = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key]);
  if (row) return row.value;
  const value = create();
  db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, value]);
  return value;
}

/** A database with no competitions and no users: a first start, which the demo data fills. */
export function isEmptyShop(db: Db): boolean {
  return !db.get('SELECT id FROM competitions LIMIT 1') && !db.get('SELECT id FROM users LIMIT 1');
}
