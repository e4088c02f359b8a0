// pnpm --filter api seed                          -> wipe and load the default demo data
// pnpm --filter api seed -- --file fixtures.json  -> load a fixture file (see README "Fixture format")

import { dirname } from 'node:path';
import { claimDocumentStore } from '../claim-documents';
import type { Ctx } from '../context';
import { Db, metaValue, migrate } from '../db';
import { HashGate } from '../hash-gate';
import { RateLimiter } from '../ratelimit';
import { Realtime } from '../realtime';
import { randomHex } from '../util';
import { defaultFixture } from './default';
import { loadFixture, readFixtureFile } from './fixture';

const args = process.argv.slice(2).filter((a) => a !== '--');
const i = args.indexOf('--file');
const file = i >= 0 ? args[i + 1] : undefined;
const dbFile = process.env.DB_FILE ?? new URL('../../.data/shop.sqlite', import.meta.url).pathname;
const db = new Db(dbFile);
migrate(db);
const ctx: Ctx = {
  db,
  realtime: new Realtime(),
  bearer: '',
  secret: metaValue(db, 'secret', () => randomHex(32)),
  publicUrl: '',
  storefrontUrl: '',
  localTools: false,
  faults: new Set(),
  now: Date.now,
  limits: new RateLimiter(Date.now, false),
  claimDocuments: claimDocumentStore(process.env, dirname(dbFile)),
  hashing: new HashGate(),
};
try {
  const counts = await loadFixture(ctx, file ? readFixtureFile(file) : { reset: true, defaults: true }, defaultFixture);
  console.log(`[seed] ${file ?? 'default demo data'} -> ${dbFile}:`, counts);
} catch (e) {
  console.error('[seed] failed:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  ctx.realtime.close();
  db.close();
}
