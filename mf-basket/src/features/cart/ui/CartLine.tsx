import { type CartItem, competitionDetailsPath, formatPounds, linePrice, PRICE_SENTINEL } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { useEffect, useId, useState } from 'react';
import { unitPrice } from '../rules';
import styles from './cart.module.css';

interface Props {
  item: CartItem;
  busy: boolean;
  onQuantity: (key: string, quantity: string) => void;
  onRemove: (key: string) => void;
}

/** One basket line; the quantity is committed on Enter, blur or the step buttons. */
export function CartLine({ item, busy, onQuantity, onRemove }: Props) {
  const [text, setText] = useState(item.quantity);
  const inputId = useId();
  useEffect(() => setText(item.quantity), [item.quantity]);
  const price = linePrice(item.totals);
  const commit = (value: string) => {
    if (value.trim() !== item.quantity) onQuantity(item.key, value.trim() === '' ? item.quantity : value);
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
            disabled={busy}
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
            disabled={busy}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
            onBlur={() => commit(text)}
            onKeyDown={(e) => e.key === 'Enter' && commit(text)}
          />
          <button
            type="button"
            className={styles.step}
            onClick={() => step(1)}
            disabled={busy}
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
          onClick={() => onRemove(item.key)}
          disabled={busy}
          aria-label={`Remove ${competition.title}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
