import { Link } from '@shop/react-kit/routing';
import type { CartItem } from '@shop/shared';
import { competitionDetailsPath, formatPounds, linePrice, PRICE_SENTINEL } from '@shop/shared/format';
import { useEffect, useId, useState } from 'react';
import { unitPrice } from '../rules';
import styles from './cart.module.css';

interface Props {
  item: CartItem;
  busy: boolean;
  /** How often an edit of this line was refused or failed ($editRefusals): the box shows the real quantity again. */
  refusals?: number;
  onQuantity: (key: string, quantity: string) => void;
  onRemove: (key: string) => void;
}

/**
 * One basket line; the quantity is committed on Enter, blur or the step buttons. While the basket
 * is busy the controls are aria-disabled rather than disabled: a disabled control drops the
 * keyboard focus to the page after every step; these keep it and ignore activation instead.
 */
export function CartLine({ item, busy, refusals = 0, onQuantity, onRemove }: Props) {
  const [text, setText] = useState(item.quantity);
  const inputId = useId();
  // A refused or failed edit leaves item.quantity unchanged, so the refusal count resets too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refusals is the trigger, not a value read
  useEffect(() => setText(item.quantity), [item.quantity, refusals]);
  const price = linePrice(item.totals);
  const commit = (value: string) => {
    const wanted = value.trim();
    // Nothing is sent while the basket is busy, an empty box, or the same number written another
    // way ("02"): the box shows the basket's quantity again rather than a number that never applied.
    if (busy || wanted === '' || Number(wanted) === Number(item.quantity)) {
      setText(item.quantity);
      return;
    }
    onQuantity(item.key, wanted);
  };
  const step = (delta: number) => commit(String(Math.max(0, Number(item.quantity) + delta)));
  const { competition } = item;
  return (
    <li className={styles.line}>
      <img src={competition.image} alt="" width={96} height={96} className={styles.lineImage} />
      <div className={styles.lineBody}>
        <Link to={competitionDetailsPath(competition)} className={styles.lineTitle}>
          {competition.title}
        </Link>
        <span className={styles.muted}>{formatPounds(unitPrice(competition))} per ticket</span>
        <div className={styles.qtyRow}>
          <label htmlFor={inputId} className={styles.qtyLabel}>
            Quantity
          </label>
          <button
            type="button"
            className={styles.step}
            onClick={() => step(-1)}
            aria-disabled={busy}
            aria-label={`One ticket fewer for ${competition.title}`}
          >
            −
          </button>
          <input
            id={inputId}
            className={styles.qty}
            inputMode="numeric"
            pattern="[0-9]*"
            value={text}
            readOnly={busy}
            aria-disabled={busy}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
            onBlur={() => commit(text)}
            onKeyDown={(e) => e.key === 'Enter' && commit(text)}
          />
          <button
            type="button"
            className={styles.step}
            onClick={() => step(1)}
            aria-disabled={busy}
            aria-label={`One more ticket for ${competition.title}`}
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.lineEnd}>
        <strong className={styles.price}>{price === PRICE_SENTINEL ? '—' : formatPounds(price)}</strong>
        <button
          type="button"
          className={styles.remove}
          onClick={() => {
            if (!busy) onRemove(item.key);
          }}
          aria-disabled={busy}
          aria-label={`Remove ${competition.title}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
