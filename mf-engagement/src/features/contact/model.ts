import { isApiError } from '@shop/provider-client';
import type { UserDetails } from '@shop/shared';
import { firstName } from '@shop/shared/format';
import { $user, showError, showSuccess } from '@shop/shared/state';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type ContactMessage, sendContact } from './api';
import { CONTACT_FIELDS, type ContactField, firstInvalid, validateContact } from './validation';

export const SENT_FALLBACK = 'Thank you for your message. We will reply within 2 working days.';
export const SEND_FAILED = 'Sorry, your message could not be sent. Please try again in a moment.';
const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

export const contactStarted = createEvent();
export const fieldChanged = createEvent<{ field: ContactField; value: string }>();
export const contactSubmitted = createEvent();

export const sendContactFx = createEffect(sendContact);
/** Moves the shopper to the first field to fix, as the account forms do. */
export const focusFieldFx = createEffect((field: ContactField) => {
  const input = document.getElementById(`contact-${field}`);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
});

// The fields stay editable while sending: on success clear only those that still hold what was
// sent, so anything typed in the meantime is kept.
export const $form = createStore<ContactMessage>(EMPTY)
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(sendContactFx.done, (form, { params }) => clearSent(form, params));
// Errors appear once the shopper has tried to send, then follow each keystroke.
const $attempted = createStore(false)
  .on(contactSubmitted, () => true)
  .reset(sendContactFx.done);
export const $errors = combine($form, $attempted, (form, attempted) => (attempted ? validateContact(form) : {}));
export const $sending = sendContactFx.pending;

/** The message just sent, for the inline confirmation; gone once the shopper starts another. */
const $sent = createStore<ContactMessage | null>(null)
  .on(sendContactFx.done, (_, { params }) => params)
  .reset(fieldChanged, contactSubmitted, contactStarted);
// A toast is gone in 2 s and the form is cleared: this stays on the page so the shopper can
// read, at their own pace, that the message went, that an acknowledgement is in their inbox
// (a fixed email, without their text) and where the reply will go.
export const $confirmation = $sent.map((sent) =>
  sent
    ? `Thanks, ${firstName(sent.name)} — we've got your message. We've emailed an acknowledgement to ${sent.email} and will reply within 2 working days.`
    : null,
);

// A signed-in shopper need not type what we already know: filled when the page opens, when the
// session check finishes after that (a reload on /contact), and again after a message is sent.
// Only empty fields are filled, so nothing the shopper typed is overwritten.
sample({
  clock: [contactStarted, $user.updates, sendContactFx.done],
  source: { form: $form, user: $user },
  filter: ({ form, user }) => user !== null && (!form.name.trim() || !form.email.trim()),
  fn: ({ form, user }) => prefill(form, user as UserDetails),
  target: $form,
});

const checked = sample({
  clock: contactSubmitted,
  source: { form: $form, sending: $sending },
  filter: ({ sending }) => !sending,
  fn: ({ form }) => form,
});
sample({
  clock: checked,
  filter: (form) => firstInvalid(validateContact(form)) === null,
  fn: (form) => trimmed(form),
  target: sendContactFx,
});
sample({
  clock: checked,
  filter: (form) => firstInvalid(validateContact(form)) !== null,
  fn: (form) => firstInvalid(validateContact(form)) as ContactField,
  target: focusFieldFx,
});

sample({ clock: sendContactFx.doneData, fn: (message) => message || SENT_FALLBACK, target: showSuccess });
// A failed send keeps everything typed (the form is only cleared on success).
sample({
  clock: sendContactFx.failData,
  fn: (error) =>
    isApiError(error) && error.type === 'http' && error.status !== undefined && error.status < 500
      ? error.message
      : SEND_FAILED,
  target: showError,
});

function prefill(form: ContactMessage, user: UserDetails): ContactMessage {
  return {
    ...form,
    name: form.name.trim() ? form.name : [user.first_name, user.last_name].filter(Boolean).join(' '),
    email: form.email.trim() ? form.email : (user.email ?? ''),
  };
}

function clearSent(form: ContactMessage, sent: ContactMessage): ContactMessage {
  const next = { ...form };
  for (const field of CONTACT_FIELDS) if (form[field].trim() === sent[field]) next[field] = '';
  return next;
}

function trimmed(form: ContactMessage): ContactMessage {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}
