import { SafeHtml } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../common/page.module.css';
import { $openFaqs, faqPageOpened, faqsQuery, faqToggled } from '../model';
import styles from './faq.module.css';

export function FaqPage() {
  const { data, failed, open, toggle, opened } = useUnit({
    data: faqsQuery.$data,
    failed: faqsQuery.$failed,
    open: $openFaqs,
    toggle: faqToggled,
    opened: faqPageOpened,
  });
  useEffect(() => opened(), [opened]);
  const faqs = data ?? [];

  return (
    <section className={page.page}>
      <h1>FAQs</h1>
      <p className={styles.intro}>Answers to the questions players ask us most.</p>
      {data === null && !failed ? (
        <div className="shop-spinner" role="status" aria-label="Loading FAQs" />
      ) : faqs.length === 0 ? (
        <p className={styles.empty} data-testid="faq-empty">
          There are no FAQs to show right now.
        </p>
      ) : (
        <ul className={styles.list}>
          {faqs.map((faq) => {
            const expanded = open.includes(faq.id);
            return (
              <li key={faq.id} className={styles.item}>
                <h2 className={styles.heading}>
                  <button
                    type="button"
                    id={`faq-q-${faq.id}`}
                    className={styles.question}
                    aria-expanded={expanded}
                    aria-controls={`faq-a-${faq.id}`}
                    onClick={() => toggle(faq.id)}
                  >
                    <span>{faq.question}</span>
                    <span className={styles.icon} aria-hidden="true" />
                  </button>
                </h2>
                <div
                  id={`faq-a-${faq.id}`}
                  role="region"
                  aria-labelledby={`faq-q-${faq.id}`}
                  className={styles.answer}
                  hidden={!expanded}
                  // Without a script the question cannot open it: the page shows it (index.html's <noscript> style).
                  data-open-without-script
                >
                  <SafeHtml html={faq.answer} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.more}>
        Still have a question? <Link to="/contact">Contact us</Link> and we will reply within 2 working days.
      </p>
    </section>
  );
}
