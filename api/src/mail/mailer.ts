// Sending an email: stored in the mailbox and handed to ctx.onMail (a plain `npm start` prints it).
// An address whose owner has not confirmed it gets only the mails that prove it (the confirmation
// and reset links, `proof`): nothing else is sent to an address a stranger may have typed (README
// "Email ownership").
import { isUnconfirmedAddress } from '../auth/repository';
import type { Ctx } from '../context';
import { iso } from '../util';
import { insertMail } from './repository';

export function mail(ctx: Ctx, to: string, subject: string, body: string, opts: { proof?: boolean } = {}): void {
  if (!opts.proof && isUnconfirmedAddress(ctx.db, to)) return;
  insertMail(ctx.db, to, subject, body, iso(ctx.now()));
  ctx.onMail?.(to, subject, body);
}
