import { describe, expect, it } from 'vitest';
import { playPayload, validatePlay } from './model';

describe('responsible gaming', () => {
  it('needs a period for a spend limit above zero', () => {
    expect(validatePlay({ limitValue: '50', limitDuration: '', lockoutPeriod: '' })[0]?.field).toBe('limitDuration');
    expect(validatePlay({ limitValue: '', limitDuration: '', lockoutPeriod: '' })).toEqual([]);
    expect(validatePlay({ limitValue: '-1', limitDuration: 'weekly', lockoutPeriod: '' })[0]?.field).toBe('limitValue');
  });

  it('sends pounds as a number with the periods', () => {
    expect(playPayload('t', { limitValue: '25.5', limitDuration: 'weekly', lockoutPeriod: '24_hours' })).toEqual({
      token: 't',
      limit_value: 25.5,
      limit_duration: 'weekly',
      lockout_period: '24_hours',
    });
  });
});
