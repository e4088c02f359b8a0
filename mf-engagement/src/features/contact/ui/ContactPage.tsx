import { Link } from '@shop/react-kit/routing';
import { formatCount } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import page from '../../../common/page.module.css';
import { $confirmation, $errors, $form, $sending, contactStarted, contactSubmitted, fieldChanged } from '../model';
import { type ContactField, LIMITS, textLength } from '../validation';
import styles from './contact.module.css';

const LABELS: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};

export function ContactPage() {
  const { form, errors, sending, confirmation, start, change, submit } = useUnit({
    form: $form,
    errors: $errors,
    sending: $sending,
    confirmation: $confirmation,
    start: contactStarted,
    change: fieldChanged,
    submit: contactSubmitted,
  });
  useEffect(() => start(), [start]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => change({ field: name, value: e.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [name === 'message' ? 'contact-message-counter' : '', errors[name] ? `contact-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  // No maxLength on the message: it would cut a long paste short without a word. The counter and
  // the validation message say what is too long instead.
  const messageLength = textLength(form.message.trim());
  const messageOver = messageLength > LIMITS.message;
  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className={styles.error} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className={page.page}>
      <h1>Contact Us</h1>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <p>
            Questions about a competition, your tickets or a prize? Send us a message and our UK team will reply by
            email within 2 working days. We'll email you an acknowledgement straight away.
          </p>
          <p>
            Many answers are already in our <Link to="/faq">FAQs</Link>.
          </p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
          <p className={styles.hint}>All fields are required.</p>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="contact-name">{LABELS.name}</label>
              <input {...field('name')} maxLength={LIMITS.name} type="text" autoComplete="name" />
              {error('name')}
            </div>
            <div className={styles.field}>
              <label htmlFor="contact-email">{LABELS.email}</label>
              <input {...field('email')} maxLength={LIMITS.email} type="email" autoComplete="email" inputMode="email" />
              {error('email')}
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-subject">{LABELS.subject}</label>
            <input
              {...field('subject')}
              maxLength={LIMITS.subject}
              type="text"
              placeholder="e.g. My tickets for the Tesla draw"
            />
            {error('subject')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-message">{LABELS.message}</label>
            <textarea {...field('message')} rows={6} />
            <span id="contact-message-counter" className={messageOver ? styles.counterOver : styles.counter}>
              {formatCount(messageLength)}/{formatCount(LIMITS.message)}
              <span className="visually-hidden"> characters</span>
            </span>
            {error('message')}
          </div>
          <div>
            <button type="submit" className="shop-button" disabled={sending}>
              {sending ? 'Sending…' : 'Send message'}
            </button>
          </div>
          {/* Always in the page, so the confirmation is announced when it appears. */}
          <div role="status" data-testid="contact-sent">
            {confirmation ? <p className={styles.sent}>{confirmation}</p> : null}
          </div>
        </form>
      </div>
    </section>
  );
}
