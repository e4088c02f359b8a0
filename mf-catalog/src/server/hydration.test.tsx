import { clearQueryCaches, makeCompetition } from '@shop/provider-client/testing';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, pagedList } from '../test/fake-provider';
import { renderRoute } from './render';

// The client's first mount over the server's render (docs/composition.md "Server rendering"):
// the same markup, hydrated from the responses in the page, without asking the provider again.

beforeEach(() => clearQueryCaches());
afterEach(async () => {
  // Unmount before the DOM goes, so no React task outlives the test environment.
  const slot = document.getElementById('app-mf_catalog');
  if (slot) {
    const { unmount } = await import('../app/lifecycles');
    await unmount({ name: 'mf_catalog', domElement: slot });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.localStorage.clear();
});

async function serverPage(path: string) {
  const live = pagedList(30);
  fakeProvider({
    featured_competition: live,
    drawn_next_competition: live,
    finished_soldout_competition: live,
    getcompetition: () => ({ success: true, data: DETAILS }),
    getOtherComps: () => ({ success: true, data: [] }),
    getsettings: () => ({ success: true, data: { suggested_tickets: '5,10,25' } }),
  });
  const page = await renderRoute(path, { apiUrl: '', now: Date.now() });
  if (!page) throw new Error(`no server render for ${path}`);
  // What the storefront server writes (storefront-server/src/pages/region-render.ts).
  document.body.innerHTML =
    `<main id="main-region"><div id="app-mf_catalog" data-server-rendered="true">${page.html}</div></main>` +
    `<script type="application/json" id="shop-ssr-state:mf_catalog">${JSON.stringify(page.state)}</script>`;
  window.history.replaceState(null, '', path);
  clearQueryCaches();
  return page;
}

/** A live competition closing in a day: its countdown shows seconds. */
const DETAILS = makeCompetition({
  id: 4,
  title: 'Countdown Car',
  status: 'live',
  price_per_ticket: 2.49,
  max_ticket_per_user: 50,
  closing_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  closing_time: '12:00',
});

/** What React reports while hydrating: console errors and uncaught errors (#418 and its kin). */
function hydrationProblems() {
  const seen: string[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...args) => seen.push(args.map(String).join(' ')));
  const onError = (event: ErrorEvent) => seen.push(String(event.message ?? event.error));
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('error', onError);
    errors.mockRestore();
    return seen.filter((message) => /hydrat|did not match|react error|#4(18|19|20|21|23|25)/i.test(message));
  };
}

async function mountCatalog() {
  const slot = document.getElementById('app-mf_catalog') as HTMLElement;
  const { bootstrap, mount } = await import('../app/lifecycles');
  await bootstrap({ name: 'mf_catalog', domElement: slot });
  await mount({ name: 'mf_catalog', domElement: slot });
  return slot;
}

describe('hydrating the server render', () => {
  it('keeps the server markup, logs no hydration error and asks the provider nothing', async () => {
    const page = await serverPage('/');
    const calls = fakeProvider({});
    const errors = vi.spyOn(console, 'error');
    const serverHeading = document.querySelector('#draw-next h2')?.textContent;
    const slot = await mountCatalog();
    // Reads the fake provider does not serve fail on both sides and are logged; none is React's.
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((message) => /hydrat|did not match|react error|418|425/i.test(message))).toEqual([]);
    expect(calls.map((call) => call.route)).not.toContain('/api/v1/featured_competition');
    expect(slot.querySelector('#draw-next h2')?.textContent).toBe(serverHeading);
    expect(slot.textContent).toContain('Competition 1');
    expect(document.getElementById('shop-ssr-state:mf_catalog')).toBeNull();
    expect(JSON.stringify(page.state.responses)).toContain('Competition 1');
  });

  it('hydrates a details page rendered a minute ago without a mismatch: its countdown and quantity read as the server wrote them', async () => {
    await serverPage('/competition/info/4');
    const serverCountdown = document.querySelector('[data-testid="countdown"] time')?.textContent;
    const serverLine = document.querySelector('[data-testid="line-total"]')?.textContent;
    expect(serverLine).toBe('5 × £2.49 = £12.45');
    fakeProvider({});
    // A kept render may be up to a minute old when it is sent (storefront-server/src/pages/region-render.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 55_000);
    const problems = hydrationProblems();
    const slot = await mountCatalog();
    // Hydration runs in a transition: wait for React to take the markup over.
    await vi.waitFor(() =>
      expect(slot.querySelector('[data-testid="countdown"] time')?.textContent).not.toBe(serverCountdown),
    );
    expect(problems()).toEqual([]);
    expect(slot.querySelector('[data-testid="line-total"]')?.textContent).toBe(serverLine);
    vi.useRealTimers();
  });

  it("hydrates home's sections below the carousel when they come near the window or are used, with no mismatch", async () => {
    await serverPage('/');
    fakeProvider({});
    const near = watchIntersections();
    const problems = hydrationProblems();
    const slot = await mountCatalog();
    const hydrated = (id: string) =>
      Object.keys(slot.querySelector(`#${id}`) ?? {}).some((k) => k.startsWith('__react'));
    await vi.waitFor(() => expect(hydrated('carousel')).toBe(true), { timeout: 5000 });
    expect(hydrated('comps-for-everyone')).toBe(false);
    const cards = () => slot.querySelectorAll('#comps-for-everyone [data-testid="competition-card"]').length;
    const more = () =>
      within(slot.querySelector('#comps-for-everyone') as HTMLElement).getByRole('button', {
        name: 'Show more competitions',
      });
    // Not hydrated: the server's button does nothing yet.
    fireEvent.click(more());
    expect(cards()).toBe(8);
    near('comps-for-everyone');
    await vi.waitFor(() => expect(hydrated('comps-for-everyone')).toBe(true), { timeout: 5000 });
    fireEvent.click(more());
    await vi.waitFor(() => expect(cards()).toBe(16), { timeout: 5000 });
    // Pointing at a section hydrates it too, near the window or not.
    expect(hydrated('how-it-works')).toBe(false);
    // The pointer moves over it (React may not have reached the section at the first event).
    await vi.waitFor(
      () => {
        fireEvent.pointerOver(slot.querySelector('#how-it-works h2') as HTMLElement);
        expect(hydrated('how-it-works')).toBe(true);
      },
      { timeout: 5000 },
    );
    expect(problems()).toEqual([]);
    // Three hydrations of home's sections: up to ~10 s on a busy 2-core machine.
  }, 20_000);
});

/** IntersectionObserver (jsdom has none): nothing intersects until `near(id)` says that node does. */
function watchIntersections() {
  const watched = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        watched.set(el, this.callback);
      }
      disconnect() {}
    },
  );
  return (id: string) => {
    const el = document.getElementById(id) as Element;
    watched.get(el)?.([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
}
