import { $user, isApiError, showError, showSuccess } from '@shop/shared';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type ContactMessage, sendContact } from './api';
import { type ContactField, firstInvalid, validateContact } from './validation';

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

export const $form = createStore<ContactMessage>(EMPTY)
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .reset(sendContactFx.done);
// Errors appear once the shopper has tried to send, then follow each keystroke.
const $attempted = createStore(false)
  .on(contactSubmitted, () => true)
  .reset(sendContactFx.done);
export const $errors = combine($form, $attempted, (form, attempted) => (attempted ? validateContact(form) : {}));
export const $sending = sendContactFx.pending;

// A signed-in shopper need not type what we already know.
sample({
  clock: contactStarted,
  source: { form: $form, user: $user },
  filter: ({ form, user }) => user !== null && !form.name && !form.email,
  fn: ({ form, user }) => ({
    ...form,
    name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    email: user?.email ?? '',
  }),
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

function trimmed(form: ContactMessage): ContactMessage {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}
