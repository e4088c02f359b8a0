// Sending an email: stored in the mailbox and handed to ctx.onMail (a plain `npm start` prints it).
// An address whose owner has not confirmed it gets only the mails that prove it (the confirmation
// and reset links, `proof`): nothing else is sent to an address a stranger may have typed (README
// "Email ownership").
import type { Ctx } from '../context';
import { iso } from '../util';
import { insertMail, isUnconfirmedAddress } from './repository';

export function mail(
  ctx: Pick<Ctx, 'db' | 'now' | 'onMail'>,
  to: string,
  subject: string,
  body: string,
  opts: { proof?: boolean } = {},
): void {
  if (!opts.proof && isUnconfirmedAddress(ctx.db, to)) return;
  insertMail(ctx.db, to, subject, body, iso(ctx.now()));
  ctx.onMail?.(to, subject, body);
}
