import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStartUp, GRACE_AFTER_SHOWN_MS, IDLE_AFTER_INTERACTION_MS } from './after-start-up';

// Overlays with nothing to show at first start after the page's start-up, yet they must
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
    'starts after the first %s has painted and the browser is idle, and only once',
    async (type) => {
      const start = vi.fn();
      afterStartUp(start);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      // Never in the interaction's own task, which would hold its paint.
      expect(start).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(IDLE_AFTER_INTERACTION_MS + 100);
      expect(start).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS * 2);
      expect(start).toHaveBeenCalledTimes(1);
    },
  );
});
