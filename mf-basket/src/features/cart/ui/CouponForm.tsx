import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { $cartTotals, $isUpdating, couponApplied, couponRemoved } from '../model';
import styles from './cart.module.css';

/** Coupon entry (cartApplyCoupon); a refused code is explained by a toast and stays typed. */
export function CouponForm() {
  const { totals, busy, apply, remove } = useUnit({ totals: $cartTotals, busy: $isUpdating, apply: couponApplied, remove: couponRemoved });
  const [code, setCode] = useState('');
  const inputId = useId();
  // The typed code clears once the provider lists it as applied; a refused code stays to fix.
  const appliedCodes = totals?.coupons.map((c) => c.toLowerCase()).join(' ') ?? '';
  useEffect(() => {
    setCode((typed) => (appliedCodes.split(' ').includes(typed.trim().toLowerCase()) ? '' : typed));
  }, [appliedCodes]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply(code);
  };
  return (
    <div className={styles.coupon}>
      <form onSubmit={submit} className={styles.couponForm}>
        <label htmlFor={inputId}>Coupon code</label>
        <div className={styles.couponRow}>
          <input id={inputId} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" className={styles.input} />
          <button type="submit" className="shop-button shop-button--ghost" disabled={busy || !code.trim()}>
            Apply
          </button>
        </div>
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
