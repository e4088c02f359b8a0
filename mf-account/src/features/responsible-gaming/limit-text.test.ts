import { describe, expect, it } from 'vitest';
import { limitAmount, limitPhrase, pendingLimitSentence } from './limit-text';

describe('responsible play wording', () => {
  it('writes a limit as pounds per period', () => {
    expect(limitPhrase(50, 'weekly')).toBe('£50 a week');
    expect(limitPhrase('12.5', 'daily')).toBe('£12.50 a day');
    expect(limitPhrase(1000, 'monthly')).toBe('£1,000 a month');
    expect(limitPhrase(0, 'weekly')).toBeNull();
    expect(limitPhrase(50, '')).toBeNull();
    expect(limitAmount(7)).toBe('£7');
  });

  it('says plainly when a pending limit starts, in UK date and 24-hour time', () => {
    expect(
      pendingLimitSentence({
        pending_limit_duration: 'weekly',
        pending_limit_value: 50,
        pending_limit_at: '2026-11-24 19:05:00',
      }),
    ).toBe('Your new limit of £50 a week starts on 24 November 2026 at 7:05pm.');
  });

  it('says when a removal applies', () => {
    expect(
      pendingLimitSentence({
        pending_limit_duration: '',
        pending_limit_value: 0,
        pending_limit_at: '2026-11-24 09:00:00',
      }),
    ).toBe('Your limit will be removed on 24 November 2026 at 9am.');
  });

  it('says nothing when no change waits', () => {
    expect(
      pendingLimitSentence({ pending_limit_duration: '', pending_limit_value: 0, pending_limit_at: '' }),
    ).toBeNull();
  });
});
