// Fixture files: the documented way to load data (README "Fixture format").
import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/passwords';
import { drawAtOf } from '../catalog/repository';
import type { Ctx } from '../context';
import { wipe } from '../db';
import { drawCompetition } from '../draws/draw';
import { dueComps } from '../draws/repository';
import { iso, randomHex } from '../util';
import { check } from './fixture-check';
import type { Fixture } from './fixture-types';
import { write } from './repository';

export type * from './fixture-types';

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
  if (fx.draw_due !== false) drawSeededHistory(ctx);
  return counts;
}

/**
 * Draws the competitions that closed before the seed time with drawCompetition, at the draw time
 * their cards show (not the seed time), so cards, results and winners name the same date.
 */
function drawSeededHistory(ctx: Ctx): void {
  const now = ctx.now();
  for (const id of dueComps(ctx.db, iso(now))) {
    const drawAt = Date.parse(drawAtOf(ctx.db, id) ?? '');
    drawCompetition(ctx, id, Number.isNaN(drawAt) ? now : Math.min(now, drawAt), false);
  }
}
