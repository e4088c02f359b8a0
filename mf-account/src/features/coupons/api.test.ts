import { describe, expect, it } from 'vitest';
import { couponAmount, couponLabel } from './api';

describe('coupons', () => {
  it("labels a coupon without description 'Coupon'", () => {
    expect(couponLabel({ description: '' })).toBe('Coupon');
    expect(couponLabel({ description: '£5 off' })).toBe('£5 off');
  });
  it('shows percent and pound amounts', () => {
    expect(couponAmount({ code: 'A', description: '', amount: '10', discount_type: 'percent' } as never)).toBe('10%');
    expect(couponAmount({ code: 'B', description: '', amount: '5.00' })).toBe('£5.00');
  });
});
