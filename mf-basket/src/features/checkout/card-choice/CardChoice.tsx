import { useUnit } from 'effector-react';
import styles from '../ui/checkout.module.css';
import {
  $cardChoice,
  $keepCard,
  $savedCards,
  cardChosen,
  cardForgotten,
  cardLabel,
  forgetCardFx,
  keepCardToggled,
} from './model';

/**
 * A returning shopper's saved cards first (the newest chosen), then "A new card"; with a new card,
 * whether to keep it for next time. The card itself stays in the payment service's frame below.
 */
export function CardChoice() {
  const c = useUnit({
    cards: $savedCards,
    choice: $cardChoice,
    keep: $keepCard,
    removing: forgetCardFx.pending,
    choose: cardChosen,
    forget: cardForgotten,
    toggleKeep: keepCardToggled,
  });
  return (
    <div className={styles.cardChoice}>
      {c.cards.length > 0 ? (
        <div role="radiogroup" aria-label="Pay with">
          {c.cards.map((card) => (
            <div key={card.id} className={styles.savedCard}>
              <label className={styles.check}>
                <input
                  type="radio"
                  name="card-choice"
                  checked={c.choice === card.id}
                  onChange={() => c.choose(card.id)}
                />
                <span>{cardLabel(card)}</span>
              </label>
              <button
                type="button"
                className="shop-button shop-button--ghost"
                disabled={c.removing}
                onClick={() => c.forget(card.id)}
                aria-label={`Remove ${cardLabel(card)}`}
              >
                Remove
              </button>
            </div>
          ))}
          <label className={styles.check}>
            <input type="radio" name="card-choice" checked={c.choice === 'new'} onChange={() => c.choose('new')} />
            <span>A new card</span>
          </label>
        </div>
      ) : null}
      {c.choice === 'new' ? (
        <label className={styles.check}>
          <input type="checkbox" checked={c.keep} onChange={(e) => c.toggleKeep(e.target.checked)} />
          <span>Keep this card for next time (the payment service keeps it; we only see its last four digits)</span>
        </label>
      ) : null}
    </div>
  );
}
