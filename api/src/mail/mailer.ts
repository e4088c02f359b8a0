// Sending an email: stored in the mailbox and handed to ctx.onMail (a plain `npm start` prints it).
import type { Ctx } from '../context';
import { iso } from '../util';
import { insertMail } from './repository';

export function mail(ctx: Ctx, to: string, subject: string, body: string): void {
  insertMail(ctx.db, to, subject, body, iso(ctx.now()));
  ctx.onMail?.(to, subject, body);
}
