import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRACE_AFTER_SHOWN_MS } from './after-start-up';

// Routes warmed ahead of their first click (warm-routes.ts): on intent for any same-site link; the
// other remotes' first files once the page's start-up is over, never before.
const preloadRoute = vi.fn((_remote: string, _pathname: string) => Promise.resolve());
const prefetchApp = vi.fn((_remote: string) => {});
vi.mock('./preload', () => ({ preloadRoute, prefetchApp }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <header id="shell-header"><a href="/">Home</a><a href="/faq">FAQs</a><a href="/legal-terms">Terms</a>
      <a href="/cart">Basket</a><a href="https://elsewhere.example/faq">Elsewhere</a></header>
    <main><a id="card" href="/competition/details/Car-4"><span>Car</span></a></main>`;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('warmRoutesAhead', () => {
  it('warms a link on intent, and prefetches the remotes’ first files once start-up is over', async () => {
    const { warmRoutesAhead } = await import('./warm-routes');
    warmRoutesAhead();
    await vi.advanceTimersByTimeAsync(GRACE_AFTER_SHOWN_MS - 100);
    expect(preloadRoute).not.toHaveBeenCalled();
    expect(prefetchApp).not.toHaveBeenCalled();

    document.querySelector('#card span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // Not in the event's own task: a click that follows at once is handled first.
    expect(preloadRoute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(preloadRoute.mock.calls).toEqual([['mf_catalog', '/competition/details/Car-4']]);
    // The shell's own pages have nothing to warm.
    document.querySelector('a[href="/legal-terms"]')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(preloadRoute).toHaveBeenCalledTimes(1);

    preloadRoute.mockClear();
    // The pointer-over was the first interaction: start-up ends after its paint, when idle.
    await vi.advanceTimersByTimeAsync(GRACE_AFTER_SHOWN_MS * 2);
    expect(prefetchApp.mock.calls.map(([remote]) => remote)).toEqual([
      'mf_catalog',
      'mf_basket',
      'mf_account',
      'mf_engagement',
    ]);
    // Nothing is run without intent.
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('hints one remote a task, when the browser is idle', async () => {
    const { warmRoutesAhead, HINTS_GAP_MS } = await import('./warm-routes');
    prefetchApp.mockClear();
    const tasks: string[][] = [];
    const calledIn = () => prefetchApp.mock.calls.map(([remote]) => remote);
    warmRoutesAhead();
    await vi.advanceTimersByTimeAsync(GRACE_AFTER_SHOWN_MS);
    tasks.push(calledIn());
    for (let i = 0; i < 3; i++) {
      prefetchApp.mockClear();
      await vi.advanceTimersToNextTimerAsync();
      tasks.push(calledIn());
    }
    expect(tasks).toEqual([['mf_catalog'], ['mf_basket'], ['mf_account'], ['mf_engagement']]);
    // Four remotes, four tasks: nothing is hinted again afterwards.
    prefetchApp.mockClear();
    await vi.advanceTimersByTimeAsync(HINTS_GAP_MS * 3);
    expect(prefetchApp).not.toHaveBeenCalled();
  });
});
