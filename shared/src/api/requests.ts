// The request bodies of provider calls (./calls.ts) as valibot schemas, one per shape: the provider
// checks each call's body with its schema (api/src/http/v1.ts, on @hono/valibot-validator) and its
// handler gets the typed output. Built from the field rules (../validation/fields.ts): numbers sent
// as text are read as numbers (docs/adr/011-tolerant-reader.md), text is cleaned, and each problem
// is answered with the field's label (the messages the provider's tests and the e2e pin).
import { field, requestBody } from '../validation/fields';
import { EmailSchema } from '../validation/schemas';

/** The signed-in user's token. */
export const TokenField = field({ type: 'string', required: true, max: 200, label: 'token', raw: true });
/** A required email address: the one shared email rule (../validation/schemas.ts). */
export const EmailField = field({
  type: 'string',
  required: true,
  max: 200,
  label: 'Email address',
  check: EmailSchema,
});

/** `contact`: the contact form. */
export const ContactRequest = requestBody({
  name: field({ type: 'string', required: true, max: 200, label: 'Name' }),
  email: EmailField,
  subject: field({ type: 'string', required: true, max: 200, label: 'Subject' }),
  message: field({ type: 'string', required: true, max: 5000, label: 'Message', multiline: true }),
});

/** `chat_post`: a community chat message. */
export const ChatPostRequest = requestBody({
  token: TokenField,
  text: field({ type: 'string', max: 500, label: 'Message', multiline: true }),
});

/** `incident`: the shell's beacon when a remote failed and what it fell back to. */
export const IncidentRequest = requestBody({
  remote: field({ type: 'string', required: true, max: 60, label: 'remote' }),
  version: field({ type: 'string', required: true, max: 60, label: 'version' }),
  stage: field({ type: 'string', required: true, max: 60, label: 'stage' }),
  message: field({ type: 'string', required: true, max: 1000, label: 'message', multiline: true }),
  fallback: field({ type: 'string', required: true, max: 200, label: 'fallback' }),
});
