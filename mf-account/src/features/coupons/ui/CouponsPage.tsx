import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import table from '../../../lib/ui/table.module.css';
import { copyCouponCode, couponAmount, couponLabel } from '../api';
import { couponsOpened, couponsQuery } from '../model';

async function copyAndTell(code: string) {
  if (await copyCouponCode(code)) window.alert(`Coupon code ${code} copied to clipboard!`);
}

/** /account/coupons: the customer's coupons; Use Coupon copies the code for the basket. */
export function CouponsPage() {
  const { data, failed, opened } = useUnit({
    data: couponsQuery.$data,
    failed: couponsQuery.$failed,
    opened: couponsOpened,
  });
  useEffect(() => opened(), [opened]);
  if (data === null && !failed) return <PageSpinner label="Loading your coupons" />;
  const coupons = data ?? [];
  return (
    <section className={page.section}>
      <h1>Available Coupons &amp; Discount Creds</h1>
      <p>
        These coupons are valid and available to you. Click Use Coupon to copy a code, then paste it in your basket. The
        discount shows only when at least one product is in the cart.
      </p>
      {coupons.length === 0 ? (
        <p className={table.empty}>You don’t have any coupons at present.</p>
      ) : (
        <table className={`${table.table} ${table.stack}`}>
          <thead>
            <tr>
              <th scope="col">Coupon</th>
              <th scope="col">Code</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code}>
                <td data-label="Coupon">{couponLabel(coupon)}</td>
                <td data-label="Code">
                  <code>{coupon.code}</code>
                </td>
                <td data-label="Amount" className={table.number}>
                  {couponAmount(coupon)}
                </td>
                <td>
                  <button
                    type="button"
                    className="shop-button"
                    onClick={() => void copyAndTell(coupon.code)}
                    aria-label={`Use Coupon ${coupon.code}`}
                  >
                    Use Coupon
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
