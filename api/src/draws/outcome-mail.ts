// Everyone learns the outcome (api/README.md "Draws"): after a draw each entrant is emailed, the
// winner with the link to claim, everyone else "not this time", both with the link that verifies
// the draw. Greetings carry no name a stranger could have typed (docs/security.md).

import { claimLink } from '../checkout/wins';
import type { Ctx } from '../context';
import { mail } from '../mail/mailer';
import { entrantsOf } from './repository';

const verifyLink = (ctx: Ctx, competitionId: number) =>
  `${ctx.storefrontUrl}/draw/results?competition=${competitionId}`;

export function mailDrawOutcome(
  ctx: Ctx,
  c: { id: number; title: string },
  winning: { ticket: number | null; userId: number | null; winId: number | null },
): void {
  for (const e of entrantsOf(ctx.db, c.id)) {
    const tickets = e.tickets.join(', ');
    if (winning.userId !== null && e.user_id === winning.userId && winning.winId !== null) {
      mail(
        ctx,
        e.email,
        `You won ${c.title}!`,
        `Hello,\n\nCongratulations: your ticket #${winning.ticket} won the draw for ${c.title}.\n\nClaim your prize: ${claimLink(ctx, winning.winId)}\n\nYour tickets: ${tickets}.\nCheck the draw yourself: ${verifyLink(ctx, c.id)}\n`,
      );
    } else {
      mail(
        ctx,
        e.email,
        `The ${c.title} draw: not this time`,
        `Hello,\n\nThe draw for ${c.title} has taken place and the winning ticket was #${winning.ticket ?? '—'}. Your tickets (${tickets}) did not win this time.\n\nCheck the draw yourself: ${verifyLink(ctx, c.id)}\nThank you for taking part.\n`,
      );
    }
  }
}
