import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStartUp, GRACE_AFTER_LOAD_MS } from './after-start-up';

// The instant-win listener must not start during the page's start-up, yet it must
// start without any interaction so a shopper who only reads still sees the wins.

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterStartUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setReadyState('complete');
  });

  it('waits for the load event, then the grace period, when nobody interacts', () => {
    setReadyState('loading');
    const start = vi.fn();
    afterStartUp(start);
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(GRACE_AFTER_LOAD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts the grace period from now when the page has already loaded', () => {
    setReadyState('complete');
    const start = vi.fn();
    afterStartUp(start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(GRACE_AFTER_LOAD_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts from the load event itself, so a late caller waits only what is left', () => {
    setReadyState('complete');
    vi.advanceTimersByTime(5_000);
    const loadEventEnd = performance.now() - 2_000;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd } as PerformanceNavigationTiming]);
    const start = vi.fn();
    afterStartUp(start);
    vi.advanceTimersByTime(GRACE_AFTER_LOAD_MS - 2_000 - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])(
    'starts at once on the first %s, and only once',
    (type) => {
      setReadyState('loading');
      const start = vi.fn();
      afterStartUp(start);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(GRACE_AFTER_LOAD_MS * 2);
      expect(start).toHaveBeenCalledTimes(1);
    },
  );
});
