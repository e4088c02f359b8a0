import { Link } from '@shop/react-kit/routing';
import type { AddToCartRequest } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { $isAdding, $questionFeedback, $questionRequest, questionAnswered, questionClosed } from '../add-flow';
import styles from './cart.module.css';
import { Dialog } from './Dialog';

/** Requirements §2: the skill-question modal (#enter); the chosen answer travels with the entry. */
export function QuestionModal() {
  const { request, close } = useUnit({ request: $questionRequest, close: questionClosed });
  return (
    <Dialog id="enter" title="Answer to enter" open={request !== null} onClose={close}>
      {request ? <QuestionForm key={request.competition.id} request={request} onCancel={close} /> : null}
    </Dialog>
  );
}

function QuestionForm({ request, onCancel }: { request: AddToCartRequest; onCancel: () => void }) {
  const { adding, answer, feedback } = useUnit({
    adding: $isAdding,
    answer: questionAnswered,
    feedback: $questionFeedback,
  });
  const feedbackId = useId();
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const options = useRef<HTMLFieldSetElement>(null);
  const { competition, quantity } = request;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      // Back to the choices, where the missing answer is given (the alert says why).
      options.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    answer(choice);
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        ref={options}
        className={styles.fieldset}
        aria-invalid={missing || feedback ? true : undefined}
        aria-describedby={[hintId, missing ? errorId : '', feedback ? feedbackId : ''].filter(Boolean).join(' ')}
      >
        <legend className={styles.question}>{competition.question}</legend>
        <p id={hintId} className={styles.muted}>
          {competition.title}: choose the right answer to add {quantity} {quantity === 1 ? 'ticket' : 'tickets'} to your
          basket.
        </p>
        {competition.question_options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name="skill-answer"
              value={option}
              checked={choice === option}
              onChange={() => {
                setChoice(option);
                setMissing(false);
              }}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      {missing ? (
        <p id={errorId} className={styles.error} role="alert">
          Please choose an answer.
        </p>
      ) : null}
      {feedback ? (
        <p id={feedbackId} className={styles.error} role="alert">
          {feedback.message}
          {feedback.triesLeft !== null && !feedback.spent
            ? ` You have ${feedback.triesLeft} ${feedback.triesLeft === 1 ? 'try' : 'tries'} left today.`
            : null}
          {feedback.spent ? (
            <>
              {' '}
              <Link to="/free-postal-route" onClick={onCancel}>
                Enter free by post
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="shop-button shop-button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="shop-button" disabled={adding || feedback?.spent === true}>
          {adding ? 'Adding…' : 'Submit answer'}
        </button>
      </div>
    </form>
  );
}
