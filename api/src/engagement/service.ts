// Contact form, community chat and incident beacons (api/README.md "Contact form", "Chat").

import { hasVisible, stripInvisible } from '@shop/shared/validation';
import { publicName } from '../auth/public-name';
import type { UserRow } from '../auth/repository';
import { requireVerified } from '../auth/sessions';
import { emailKey } from '../auth/sign-in-limits';
import { ApiError, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import { minutes, RATE_RULES } from '../ratelimit';
import { iso } from '../util';
import {
  type ContactMessage,
  type Incident,
  insertChat,
  insertContact,
  insertIncident,
  keepNewestIncidents,
} from './repository';

/** The shop's inbox for contact messages (env SHOP_INBOX). */
const shopInbox = (): string => process.env.SHOP_INBOX || 'support@prizedraw.local';
export const CONTACT_ACK = {
  subject: 'We received your message',
  text: 'Hello,\n\nThank you for contacting us. We have received your message and will reply within 2 working days.\n\nIf you did not write to us, you can ignore this email.\n',
};

export function contact(ctx: Ctx, m: ContactMessage, address: string): void {
  // Anyone may write, and each message mails the address it names: limits keep the form from
  // being used to flood someone's inbox, or the support desk.
  const byEmail = `contact:email:${emailKey(m.email)}`;
  const byAddress = `contact:address:${address}`;
  ctx.limits.check([
    {
      key: byEmail,
      rule: RATE_RULES.contactEmail,
      message: (n) => `Too many messages for this email address. Please try again in ${minutes(n)}.`,
    },
    {
      key: byAddress,
      rule: RATE_RULES.contactAddress,
      message: (n) => `Too many messages from your network. Please try again in ${minutes(n)}.`,
    },
  ]);
  ctx.limits.hit(byEmail, RATE_RULES.contactEmail);
  ctx.limits.hit(byAddress, RATE_RULES.contactAddress);
  ctx.db.tx(() => {
    insertContact(ctx.db, m, iso(ctx.now()));
    // The sender gets a fixed note with none of their text: the form cannot send a stranger words of its user's choosing.
    mail(ctx, m.email, CONTACT_ACK.subject, CONTACT_ACK.text);
    mail(ctx, shopInbox(), `Contact form: ${m.subject}`, `From ${m.name} <${m.email}>\n\n${m.message}\n`);
  });
}

/** Posts a chat message under `community-chat`; returns its key. */
export function chatPost(ctx: Ctx, user: UserRow, raw: string): string {
  requireVerified(user);
  // Plain text (control characters already removed by the validator) with nothing hidden in it; render it as text.
  const text = stripInvisible(raw).trim();
  if (!hasVisible(text)) throw new ApiError(400, 'shop_empty_message', 'Please write a message.');
  const byUser = `chat:user:${user.id}`;
  ctx.limits.check([
    {
      key: byUser,
      rule: RATE_RULES.chatUser,
      message: (m) => `You are sending messages too quickly. Please wait ${minutes(m)} and try again.`,
    },
  ]);
  ctx.limits.hit(byUser, RATE_RULES.chatUser);
  const ts = ctx.now();
  // The name shown is the account's, as first name and initial: never one the sender typed.
  const id = ctx.realtime.push('community-chat', { user: publicName(user.first_name, user.last_name), text, ts });
  insertChat(ctx.db, id, user.id, text, iso(ts));
  return id;
}

/** Incident rows kept: the oldest go as new ones come, so the public bearer cannot grow the database without bound. */
export const MAX_INCIDENTS = 1000;

/** An incident beacon (README "Incident beacon"): limited per client address, the newest MAX_INCIDENTS kept. */
export function recordIncident(ctx: Ctx, i: Incident, address: string): void {
  const byAddress = `incident:address:${address}`;
  ctx.limits.check([
    {
      key: byAddress,
      rule: RATE_RULES.incidentAddress,
      message: (m) => `Too many incident reports from your network. Please try again in ${minutes(m)}.`,
    },
  ]);
  ctx.limits.hit(byAddress, RATE_RULES.incidentAddress);
  ctx.db.tx(() => {
    insertIncident(ctx.db, i, iso(ctx.now()));
    keepNewestIncidents(ctx.db, MAX_INCIDENTS);
  });
  ctx.onIncident?.(`${i.remote}@${i.version} failed at ${i.stage}: ${i.message} → ${i.fallback}`);
}
