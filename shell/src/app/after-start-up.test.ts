import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStartUp, GRACE_AFTER_SHOWN_MS } from './after-start-up';

// Overlays with nothing to show at first start after the page's start-up (issue 34), yet they must
// start without any interaction, so a shopper who only reads still sees the instant wins.

describe('afterStartUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts GRACE_AFTER_SHOWN_MS after it is asked when nobody interacts', () => {
    const start = vi.fn();
    afterStartUp(start);
    vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])(
    'starts at once on the first %s, and only once',
    (type) => {
      const start = vi.fn();
      afterStartUp(start);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS * 2);
      expect(start).toHaveBeenCalledTimes(1);
    },
  );
});
