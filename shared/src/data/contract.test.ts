import { describe, expect, it } from 'vitest';
import { valibotContract } from './contract';
import { couponsAnswer, orderDetailAnswer } from './schemas/account';

describe('valibotContract', () => {
  const coupons = valibotContract(couponsAnswer);

  it('accepts an answer of the shape, extra fields and all', () => {
    const answer = { success: true, data: [{ code: 'SAVE5', amount: '5.00', description: null, extra: 1 }] };
    expect(coupons.isData(answer)).toBe(true);
    expect(coupons.getErrorMessages(answer)).toEqual([]);
  });

  it('names the path of each problem, not the value found there', () => {
    const answer = { success: true, data: [{ amount: 'secret-token-123' }] };
    expect(coupons.isData(answer)).toBe(false);
    expect(coupons.getErrorMessages(answer)).toEqual(['data.0.code: missing']);
    expect(coupons.isData({ success: false, error: 'nope' })).toBe(false);
    expect(coupons.isData(null)).toBe(false);
  });

  it('rejects an order detail without its lines', () => {
    const contract = valibotContract(orderDetailAnswer);
    expect(contract.getErrorMessages({ success: true, data: { id: 1 } })).toContain('data.status: missing');
  });
});
