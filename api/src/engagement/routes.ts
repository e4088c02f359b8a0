// /api/v1 engagement calls: contact form, community chat, incident beacons.
import { requireUser } from '../auth/sessions';
import { EMAIL, TOKEN, type V1Routes } from '../http/v1';
import { str } from '../util';
import { chatPost, contact, recordIncident } from './service';

export const engagementRoutes: V1Routes = {
  contact: {
    method: 'POST',
    schema: {
      name: { type: 'string', required: true, max: 200, label: 'Name' },
      email: EMAIL,
      subject: { type: 'string', required: true, max: 200, label: 'Subject' },
      message: { type: 'string', required: true, max: 5000, label: 'Message', multiline: true },
    },
    handler: (ctx, b, caller) => {
      const message = { name: str(b.name), email: str(b.email), subject: str(b.subject), message: str(b.message) };
      contact(ctx, message, caller.address);
      return { success: true, message: 'Thank you for your message. We will reply within 2 working days.' };
    },
  },
  chat_post: {
    method: 'POST',
    schema: { token: TOKEN, text: { type: 'string', max: 500, label: 'Message', multiline: true } },
    handler: (ctx, b) => ({ success: true, id: chatPost(ctx, requireUser(ctx, b.token), str(b.text)) }),
  },
  incident: {
    method: 'POST',
    schema: {
      remote: { type: 'string', required: true, max: 60 },
      version: { type: 'string', required: true, max: 60 },
      stage: { type: 'string', required: true, max: 60 },
      message: { type: 'string', required: true, max: 1000, multiline: true },
      fallback: { type: 'string', required: true, max: 200 },
    },
    handler: (ctx, b, caller) => {
      const { remote, version, stage, message, fallback } = b;
      recordIncident(
        ctx,
        {
          remote: str(remote),
          version: str(version),
          stage: str(stage),
          message: str(message),
          fallback: str(fallback),
        },
        caller.address,
      );
      return { success: true };
    },
  },
};
