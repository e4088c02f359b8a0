import { useUnit } from 'effector-react';
import { $maxQuantity, $quantity, $quantityHint, quantityChanged } from '../model';
import styles from './details.module.css';

/**
 * Suggested amounts (site settings) plus a stepper whose buttons stop at what one entry may ask
 * for; with a hidden ticket count that is the per-person maximum only (see maxQuantity). A typed
 * number is kept as typed: the basket reduces it and tells the shopper (requirements §5).
 */
export function QuantityPicker({ suggested }: { suggested: number[] }) {
  const { quantity, max, hint, change } = useUnit({
    quantity: $quantity,
    max: $maxQuantity,
    hint: $quantityHint,
    change: quantityChanged,
  });
  const amounts = suggested.filter((n) => n <= max);
  return (
    <fieldset className={styles.quantity}>
      <legend>How many tickets?</legend>
      {amounts.length ? (
        <div className={styles.suggested}>
          {amounts.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={quantity === n}
              onClick={() => change(n)}
              className={styles.amount}
            >
              {n}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label="One ticket fewer"
          onClick={() => change(quantity - 1)}
          disabled={quantity <= 1}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor="ticket-quantity">
          Number of tickets
        </label>
        <input
          id="ticket-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          onChange={(e) => change(Number(e.target.value))}
          aria-describedby="ticket-quantity-hint"
        />
        <button
          type="button"
          aria-label="One ticket more"
          onClick={() => change(quantity + 1)}
          disabled={quantity >= max}
        >
          +
        </button>
      </div>
      <p id="ticket-quantity-hint" className={styles.muted}>
        {hint}
      </p>
    </fieldset>
  );
}
