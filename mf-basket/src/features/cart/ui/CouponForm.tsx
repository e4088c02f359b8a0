import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { $cartTotals, $couponError, $isUpdating, couponApplied, couponRemoved } from '../model';
import styles from './cart.module.css';

/** Coupon entry (cartApplyCoupon); a refused code is explained beside the field and stays typed. */
export function CouponForm() {
  const { totals, busy, error, apply, remove } = useUnit({
    totals: $cartTotals,
    busy: $isUpdating,
    error: $couponError,
    apply: couponApplied,
    remove: couponRemoved,
  });
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // The typed code clears once the provider lists it as applied; a refused code stays to fix.
  const appliedCodes = totals?.coupons.map((c) => c.toLowerCase()).join(' ') ?? '';
  useEffect(() => {
    setCode((typed) => (appliedCodes.split(' ').includes(typed.trim().toLowerCase()) ? '' : typed));
  }, [appliedCodes]);
  // A refusal arrives after the round trip: put the shopper back on the code to correct it.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply(code);
  };
  return (
    <div className={styles.coupon}>
      <form onSubmit={submit} className={styles.couponForm} noValidate>
        <label htmlFor={inputId}>Coupon code</label>
        <div className={styles.couponRow}>
          <input
            id={inputId}
            ref={input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="shop-button shop-button--ghost" disabled={busy || !code.trim()}>
            Apply
          </button>
        </div>
        {error ? (
          <p id={errorId} className={styles.couponError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {totals?.coupons.map((applied) => (
        <p key={applied} className={styles.applied}>
          Coupon <strong>{applied}</strong> applied.{' '}
          <button type="button" className={styles.remove} onClick={() => remove(applied)} disabled={busy}>
            Remove coupon
          </button>
        </p>
      ))}
    </div>
  );
}
