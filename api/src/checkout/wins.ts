// Instant wins credited at purchase, reward wins drawn when sales pass a threshold (api/README.md "Checkout").
import { publicName } from '../auth/public-name';
import type { CompRow } from '../catalog/repository';
import { absolute, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { num, randomInt } from '../util';
import {
  accountEntries,
  addCredit,
  addPoints,
  dueRewardWins,
  emailOf,
  insertWin,
  instantHitsAmong,
  markInstantWon,
  markRewardWon,
  nameOf,
  soldCount,
} from './repository';

/** The page where a winner claims the prize (the claim form, prefilled: api/README.md "Draws"). */
export const claimLink = (ctx: Ctx, winId: number) => `${ctx.storefrontUrl}/claim/prize?win=${winId}`;

/** A reward or instant prize to claim: the winner gets the link at once. */
function mailPrizeWon(ctx: Ctx, to: string, prize: string, title: string, ticket: number, winId: number): void {
  mail(
    ctx,
    to,
    `You won ${prize}!`,
    `Hello,\n\nYour ticket #${ticket} in ${title} won ${prize}.\n\nClaim your prize: ${claimLink(ctx, winId)}\n`,
  );
}

export interface InstantHit {
  ticket_number: number;
  /** The win, and whether it is a prize to claim (credit and points are credited at once). */
  win_id: number;
  claimable: boolean;
  prize: string;
  image: string;
  competition_title: string;
  winner_public_name: string;
}

const shortNameOf = (ctx: Ctx, userId: number): string => {
  const u = nameOf(ctx.db, userId);
  return publicName(u?.first_name ?? '', u?.last_name ?? '');
};

export function creditInstantWins(
  ctx: Ctx,
  comp: CompRow,
  numbers: number[],
  userId: number,
  now: string,
): InstantHit[] {
  const { db } = ctx;
  if (numbers.length === 0) return [];
  const rows = instantHitsAmong(db, comp.id, numbers);
  const name = shortNameOf(ctx, userId);
  const hits: InstantHit[] = [];
  for (const r of rows) {
    const value = num(r.value);
    const winId = insertWin(db, {
      userId,
      winnerName: name,
      compId: comp.id,
      ticket: r.ticket_number,
      kind: 'instant',
      prize: r.title,
      prizeType: r.type,
      value: r.type === 'points' ? 0 : value,
      image: r.image,
      claimable: r.type === 'prize',
      at: now,
    });
    markInstantWon(db, comp.id, r.ticket_number, winId);
    if (r.type === 'site_credit')
      addCredit(db, userId, `Instant win: ${r.title} (${comp.title}, ticket ${r.ticket_number})`, value, now);
    else if (r.type === 'points')
      addPoints(db, userId, 'instant-win', `Instant win: ${r.title} (ticket ${r.ticket_number})`, value, now);
    hits.push({
      ticket_number: num(r.ticket_number),
      win_id: winId,
      claimable: r.type === 'prize',
      prize: r.title,
      image: absolute(ctx, r.image),
      competition_title: comp.title,
      winner_public_name: name,
    });
  }
  return hits;
}

/** A reward win is drawn among the entries once sales pass its threshold. */
export function awardRewardWins(ctx: Ctx, comp: CompRow, now: string): void {
  const { db } = ctx;
  const sold = soldCount(db, comp.id);
  for (const r of dueRewardWins(db, comp.id, Math.floor((sold / num(comp.total_tickets)) * 100))) {
    const entries = accountEntries(db, comp.id);
    const pick = entries.length > 0 ? entries[randomInt(entries.length)] : undefined;
    if (!pick) continue;
    const winId = insertWin(db, {
      userId: pick.user_id,
      winnerName: shortNameOf(ctx, num(pick.user_id)),
      compId: comp.id,
      ticket: pick.ticket_number,
      kind: 'reward',
      prize: r.title,
      prizeType: 'prize',
      value: num(r.value),
      image: r.image,
      claimable: true,
      at: now,
    });
    markRewardWon(db, r.id, winId);
    const to = emailOf(db, num(pick.user_id));
    if (to) mailPrizeWon(ctx, to, r.title, comp.title, num(pick.ticket_number), winId);
  }
}

/** After the transaction committed: tell the realtime store about instant wins. */
export function announceHits(ctx: Ctx, hits: InstantHit[]): void {
  for (const h of hits)
    ctx.realtime.push('instant-wins', { image: h.image, prize: h.prize, user: h.winner_public_name });
}
