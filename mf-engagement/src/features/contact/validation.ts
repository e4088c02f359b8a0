import type { ContactMessage } from './api';

// The spec leaves contact validation unshown: these are the checks and words a UK shopper
// expects, within the provider's limits (name and subject 200, message 5000 characters).

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
export const LIMITS = { name: 200, email: 200, subject: 200, message: 5000 } as const;
export const MIN_MESSAGE = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters as the provider counts them (code points: an emoji is one), for limits and counters. */
export const textLength = (text: string): number => Array.from(text).length;

export function validateContact(form: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const subject = form.subject.trim();
  const message = form.message.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (textLength(name) > LIMITS.name) errors.name = `Your name must be ${LIMITS.name} characters or fewer.`;
  if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email) || textLength(email) > LIMITS.email)
    errors.email = 'Please enter a valid email address, like name@example.co.uk.';
  if (!subject) errors.subject = 'Please enter a subject.';
  else if (textLength(subject) > LIMITS.subject)
    errors.subject = `The subject must be ${LIMITS.subject} characters or fewer.`;
  if (!message) errors.message = 'Please enter your message.';
  else if (textLength(message) < MIN_MESSAGE)
    errors.message = `Please tell us a little more (at least ${MIN_MESSAGE} characters).`;
  else if (textLength(message) > LIMITS.message) errors.message = 'Your message must be 5,000 characters or fewer.';
  return errors;
}

export function firstInvalid(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((field) => errors[field]) ?? null;
}
