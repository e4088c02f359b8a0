import type { UserDetails } from '@shop/shared';
import { $user, toastRaised } from '@shop/shared/state';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $confirmation,
  $errors,
  $form,
  contactStarted,
  contactSubmitted,
  fieldChanged,
  focusFieldFx,
  SEND_FAILED,
  sendContactFx,
} from './model';
import { validateContact } from './validation';

const filled = {
  name: 'Sarah Jones',
  email: 'sarah@example.co.uk',
  subject: 'My tickets',
  message: 'Where are my tickets please?',
};

const demo = { first_name: 'Demo', last_name: 'Customer', email: 'demo@example.co.uk', token: 't' } as UserDetails;

function setup(send = vi.fn(async () => 'Thanks!'), values: [typeof $user, UserDetails][] = []) {
  const focus = vi.fn();
  const scope = fork({
    values,
    handlers: [
      [sendContactFx, send],
      [focusFieldFx, focus],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastRaised, scope, fn: (t) => toasts.push(t) });
  return { scope, send, focus, toasts };
}

async function fill(scope: ReturnType<typeof fork>, form: Record<string, string>) {
  for (const [field, value] of Object.entries(form)) {
    await allSettled(fieldChanged, { scope, params: { field: field as keyof typeof filled, value } });
  }
}

describe('contact validation', () => {
  it('asks for every field in plain words', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    });
  });
  it('checks the email shape and the message length', () => {
    const errors = validateContact({ ...filled, email: 'sarah@example', message: 'Help' });
    expect(errors.email).toBe('Please enter a valid email address, like name@example.co.uk.');
    expect(errors.message).toBe('Please tell us a little more (at least 10 characters).');
    expect(validateContact({ ...filled, message: 'x'.repeat(5001) }).message).toBe(
      'Your message must be 5,000 characters or fewer.',
    );
    expect(validateContact(filled)).toEqual({});
  });
  it('counts characters as the provider does, an emoji as one', () => {
    expect(validateContact({ ...filled, message: '🎉'.repeat(5000) }).message).toBeUndefined();
    expect(validateContact({ ...filled, message: '🎉'.repeat(5001) }).message).toBe(
      'Your message must be 5,000 characters or fewer.',
    );
  });
});

describe('contact form', () => {
  it('shows no errors before the first attempt, then focuses the first field to fix', async () => {
    const { scope, send, focus } = setup();
    expect(scope.getState($errors)).toEqual({});
    await fill(scope, { name: 'Sarah' });
    await allSettled(contactSubmitted, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledWith('email');
    expect(Object.keys(scope.getState($errors))).toEqual(['email', 'subject', 'message']);
  });

  it('sends the trimmed form, raises a success toast and clears the form', async () => {
    const { scope, send, toasts } = setup();
    await fill(scope, { ...filled, name: '  Sarah Jones ' });
    await allSettled(contactSubmitted, { scope });
    expect(send).toHaveBeenCalledWith(filled);
    expect(toasts).toEqual([{ kind: 'success', message: 'Thanks!' }]);
    expect(scope.getState($form)).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(scope.getState($errors)).toEqual({});
  });

  it('keeps everything typed and raises an error toast when sending fails', async () => {
    const { scope, toasts } = setup(
      vi.fn(async () => Promise.reject({ type: 'network', message: 'x', isRetryable: true })),
    );
    await fill(scope, filled);
    await allSettled(contactSubmitted, { scope });
    expect(scope.getState($form)).toEqual(filled);
    expect(toasts).toEqual([{ kind: 'error', message: SEND_FAILED }]);
  });

  it('prefills the name and email of a signed-in shopper', async () => {
    const { scope } = setup(undefined, [[$user, demo]]);
    await allSettled(contactStarted, { scope });
    expect(scope.getState($form)).toMatchObject({ name: 'Demo Customer', email: 'demo@example.co.uk' });
  });

  it('prefills them when the session check finishes after the page opened', async () => {
    const { scope } = setup();
    await allSettled(contactStarted, { scope });
    await fill(scope, { subject: 'My tickets' });
    await allSettled($user, { scope, params: demo });
    expect(scope.getState($form)).toEqual({
      name: 'Demo Customer',
      email: 'demo@example.co.uk',
      subject: 'My tickets',
      message: '',
    });
  });

  it('never overwrites what the shopper typed', async () => {
    const { scope } = setup();
    await fill(scope, { name: 'Dee' });
    await allSettled($user, { scope, params: demo });
    expect(scope.getState($form)).toMatchObject({ name: 'Dee', email: 'demo@example.co.uk' });
  });

  it('fills them again after a message is sent, ready for the next one', async () => {
    const { scope } = setup(undefined, [[$user, demo]]);
    await allSettled(contactStarted, { scope });
    await fill(scope, { subject: filled.subject, message: filled.message });
    await allSettled(contactSubmitted, { scope });
    expect(scope.getState($form)).toEqual({
      name: 'Demo Customer',
      email: 'demo@example.co.uk',
      subject: '',
      message: '',
    });
  });

  it('keeps what was typed while the message was on its way', async () => {
    let deliver = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (deliver = () => resolve('Thanks!'))));
    const { scope } = setup(send);
    await fill(scope, filled);
    const sent = allSettled(contactSubmitted, { scope });
    // Typed while sending (allSettled would wait for the send itself).
    scopeBind(fieldChanged, { scope })({ field: 'message', value: `${filled.message} And my order number is 12.` });
    deliver();
    await sent;
    // Fields still holding what was sent are cleared; the edited one is kept.
    expect(scope.getState($form)).toEqual({
      name: '',
      email: '',
      subject: '',
      message: `${filled.message} And my order number is 12.`,
    });
  });

  it('confirms on the page who will get a reply where, until another message is started', async () => {
    const { scope } = setup();
    await fill(scope, filled);
    expect(scope.getState($confirmation)).toBeNull();
    await allSettled(contactSubmitted, { scope });
    expect(scope.getState($confirmation)).toBe(
      "Thanks, Sarah — we've got your message. We've emailed an acknowledgement to sarah@example.co.uk and will reply within 2 working days.",
    );
    await fill(scope, { subject: 'One more thing' });
    expect(scope.getState($confirmation)).toBeNull();
  });

  it('shows no confirmation when sending fails', async () => {
    const { scope } = setup(vi.fn(async () => Promise.reject(new Error('down'))));
    await fill(scope, filled);
    await allSettled(contactSubmitted, { scope });
    expect(scope.getState($confirmation)).toBeNull();
  });
});
