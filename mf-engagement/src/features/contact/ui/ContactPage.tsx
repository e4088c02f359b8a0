import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import { Link } from '@shop/shared/routing';
import page from '../../../app/page.module.css';
import { $errors, $form, $sending, contactStarted, contactSubmitted, fieldChanged } from '../model';
import { type ContactField, LIMITS } from '../validation';
import styles from './contact.module.css';

const LABELS: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};

export function ContactPage() {
  const { form, errors, sending, start, change, submit } = useUnit({
    form: $form,
    errors: $errors,
    sending: $sending,
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
    maxLength: LIMITS[name],
    onChange: (e: { target: { value: string } }) => change({ field: name, value: e.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
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
            email within 2 working days.
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
              <input {...field('name')} type="text" autoComplete="name" />
              {error('name')}
            </div>
            <div className={styles.field}>
              <label htmlFor="contact-email">{LABELS.email}</label>
              <input {...field('email')} type="email" autoComplete="email" inputMode="email" />
              {error('email')}
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-subject">{LABELS.subject}</label>
            <input {...field('subject')} type="text" placeholder="e.g. My tickets for the Tesla draw" />
            {error('subject')}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-message">{LABELS.message}</label>
            <textarea {...field('message')} rows={6} />
            {error('message')}
          </div>
          <div>
            <button type="submit" className="shop-button" disabled={sending}>
              {sending ? 'Sending…' : 'Send message'}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
