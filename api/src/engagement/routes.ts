// /api/v1 engagement calls: contact form, community chat, incident beacons.
import { ChatPostRequest, ContactRequest, IncidentRequest } from '@shop/shared/requests';
import { requireUser } from '../auth/sessions';
import { call, type V1Calls } from '../http/calls';
import { chatPost, contact, recordIncident } from './service';

export const engagementRoutes: V1Calls = {
  contact: call(ContactRequest, (ctx, message, caller) => {
    contact(ctx, message, caller.address);
    return { success: true, message: 'Thank you for your message. We will reply within 2 working days.' };
  }),
  chat_post: call(ChatPostRequest, (ctx, b) => ({
    success: true,
    id: chatPost(ctx, requireUser(ctx, b.token), b.text ?? ''),
  })),
  incident: call(IncidentRequest, (ctx, incident, caller) => {
    recordIncident(ctx, incident, caller.address);
    return { success: true };
  }),
};
