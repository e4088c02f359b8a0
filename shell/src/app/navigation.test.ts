import { afterEach, describe, expect, it, vi } from 'vitest';

const navigateToUrl = vi.fn();
vi.mock('single-spa', () => ({ navigateToUrl: (event: unknown) => navigateToUrl(event) }));
const { followLink, startAtTopOnNavigation } = await import('./navigation');

function click(
  init: Partial<{ button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; target: string }>,
) {
  const anchor = document.createElement('a');
  anchor.href = '/winners_list';
  if (init.target) anchor.target = init.target;
  return {
    preventDefault: vi.fn(),
    button: init.button ?? 0,
    ctrlKey: init.ctrlKey ?? false,
    metaKey: init.metaKey ?? false,
    shiftKey: init.shiftKey ?? false,
    altKey: false,
    defaultPrevented: false,
    currentTarget: anchor,
  } as unknown as Parameters<typeof followLink>[0];
}

describe('followLink', () => {
  afterEach(() => navigateToUrl.mockClear());
  it('routes a plain click in the page, after the next paint', async () => {
    vi.useFakeTimers();
    try {
      const event = click({});
      followLink(event);
      expect(event.preventDefault).toHaveBeenCalled();
      // The click's feedback paints first: nothing routes in the click's own task.
      expect(navigateToUrl).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(navigateToUrl).toHaveBeenCalledTimes(1);
      expect(navigateToUrl).toHaveBeenCalledWith(`${window.location.origin}/winners_list`);
    } finally {
      vi.useRealTimers();
    }
  });
  it('leaves Ctrl, Cmd and Shift clicks, middle clicks and new-tab links to the browser', () => {
    followLink(click({ ctrlKey: true }));
    followLink(click({ metaKey: true }));
    followLink(click({ shiftKey: true }));
    followLink(click({ button: 1 }));
    followLink(click({ target: '_blank' }));
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});

describe('startAtTopOnNavigation', () => {
  function routed(url: string, trigger?: 'pushState' | 'replaceState') {
    window.history.replaceState(null, '', url);
    const originalEvent = Object.assign(new Event('popstate'), { singleSpaTrigger: trigger });
    window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { originalEvent } }));
  }

  it('scrolls on a new path and on a new ?page=, not on a same-path replaceState', () => {
    window.history.replaceState(null, '', '/competitions/all');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const stop = startAtTopOnNavigation();
    routed('/competitions/all?page=2', 'pushState');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    routed('/legal-terms', 'pushState');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    routed('/legal-terms?tab=2', 'replaceState');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    routed('/legal-terms?tab=2', 'pushState');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    routed('/account', 'replaceState');
    expect(scrollTo).toHaveBeenCalledTimes(3);
    stop();
    scrollTo.mockRestore();
  });

  it('moves the focus to <main> when it is outside, and leaves focus a page put inside it', () => {
    document.body.innerHTML =
      '<header><a id="nav" href="/faq">FAQs</a></header><main id="main-region" tabindex="-1"><input id="field"></main>';
    window.history.replaceState(null, '', '/');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const stop = startAtTopOnNavigation();
    (document.getElementById('nav') as HTMLElement).focus();
    routed('/faq', 'pushState');
    expect(document.activeElement?.id).toBe('main-region');
    (document.getElementById('field') as HTMLElement).focus();
    routed('/contact', 'pushState');
    expect(document.activeElement?.id).toBe('field');
    stop();
    scrollTo.mockRestore();
  });
});
