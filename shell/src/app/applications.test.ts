import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRACE_AFTER_SHOWN_MS, IDLE_AFTER_INTERACTION_MS } from './after-start-up';

// The first page comes first: which applications single-spa knows about, and when.
const registered: string[] = [];
const configs = new Map<string, { customProps: (name: string) => { domElement: HTMLElement } }>();
vi.mock('single-spa', () => ({
  registerApplication: (config: { name: string; customProps: (name: string) => { domElement: HTMLElement } }) => {
    if (registered.includes(config.name)) throw new Error(`${config.name} registered twice`);
    registered.push(config.name);
    configs.set(config.name, config);
  },
}));
vi.mock('../registry/load-app', () => ({ directory: { chosen: new Map(), registry: null }, loadApp: vi.fn() }));

const local = { legalTerms: vi.fn(), notFound: vi.fn() };
const overlays = () => registered.filter((name) => name.endsWith(':overlay'));

beforeEach(() => {
  vi.useFakeTimers();
  registered.length = 0;
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registerApplications', () => {
  afterEach(() => window.localStorage.clear());

  it('for a signed-in shopper: the pages now, the session check once the first page has loaded, the basket once it shows, the popup after start-up', async () => {
    window.localStorage.setItem('AUTH_TOKEN_KEY', 'dG9rZW4=');
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    expect(registered).toEqual([
      'mf_catalog',
      'mf_basket',
      'mf_account',
      'mf_engagement',
      'shell:legal-terms',
      'shell:not-found',
    ]);
    expect(overlays()).toEqual([]);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    expect(overlays()).toEqual(['mf_account:overlay']);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(overlays()).toEqual(['mf_account:overlay']);
    vi.advanceTimersByTime(1000);
    expect(overlays()).toEqual(['mf_account:overlay', 'mf_basket:overlay']);
    // The popup follows GRACE_AFTER_SHOWN_MS after the page has shown, or at the first interaction.
    vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS);
    expect(overlays()).toEqual(['mf_account:overlay', 'mf_basket:overlay', 'mf_engagement:overlay']);
  });

  it('a visitor with a basket token: the basket once the page shows, no session check before start-up ends', async () => {
    window.localStorage.setItem('CART_HEADER', 'cart-token');
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    vi.advanceTimersByTime(1000);
    expect(overlays()).toEqual(['mf_basket:overlay']);
    vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS);
    expect(overlays()).toEqual(['mf_basket:overlay', 'mf_engagement:overlay']);
    // Started together, they start one by one, the popup first, each when the browser is idle.
    vi.advanceTimersByTime(1000);
    expect(overlays()).toEqual(['mf_basket:overlay', 'mf_engagement:overlay', 'mf_account:overlay']);
  });

  it('a visitor with nothing stored: every overlay after start-up, after the first interaction has painted', async () => {
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    vi.advanceTimersByTime(1000);
    expect(overlays()).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // Not in the interaction's own task: after its paint, when the browser is idle.
    expect(overlays()).toEqual([]);
    await vi.advanceTimersByTimeAsync(IDLE_AFTER_INTERACTION_MS + 100);
    expect(overlays()).toEqual(['mf_engagement:overlay']);
    vi.advanceTimersByTime(2000);
    expect(overlays()).toEqual(['mf_engagement:overlay', 'mf_basket:overlay', 'mf_account:overlay']);
    // A sign-in meanwhile changes nothing: each overlay starts once.
    window.localStorage.setItem('AUTH_TOKEN_KEY', 'dG9rZW4=');
    vi.advanceTimersByTime(GRACE_AFTER_SHOWN_MS * 2);
    expect(overlays()).toHaveLength(3);
  });

  it("a visitor's first add-to-cart starts the basket at once, after the tap's paint", async () => {
    const { registerApplications } = await import('./applications');
    const { addToCartRequested } = await import('@shop/shared/state');
    const { makeCompetition } = await import('@shop/provider-client/testing');
    registerApplications(local, true);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    addToCartRequested({ competition: makeCompetition({ id: 4 }), quantity: 1 });
    expect(overlays()).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(overlays()).toEqual(['mf_basket:overlay']);
    // Start-up's end adds the others, not the basket again.
    await vi.advanceTimersByTimeAsync(1000 + GRACE_AFTER_SHOWN_MS + 2000);
    expect(overlays()).toEqual(['mf_basket:overlay', 'mf_engagement:overlay', 'mf_account:overlay']);
  });

  it('starts every overlay after the first routing event when no page mounted (a failed load)', async () => {
    window.localStorage.setItem('AUTH_TOKEN_KEY', 'dG9rZW4=');
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(overlays()).toEqual(['mf_account:overlay']);
    vi.advanceTimersByTime(1000 + GRACE_AFTER_SHOWN_MS);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    expect(overlays()).toEqual(['mf_account:overlay', 'mf_basket:overlay', 'mf_engagement:overlay']);
  });

  it('registers no overlay when the registry could not be read', async () => {
    const { registerApplications } = await import('./applications');
    registerApplications(local, false);
    window.dispatchEvent(new Event('single-spa:before-first-mount'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    vi.advanceTimersByTime(2000);
    expect(overlays()).toEqual([]);
  });
});

describe('withSpinner', () => {
  it('shows the spinner and marks the region busy while the code loads, and while a slow mount waits for its page', async () => {
    document.body.innerHTML = '<main id="main-region"></main>';
    const { withSpinner } = await import('./applications');
    let finishMount = () => {};
    const lifecycles = {
      bootstrap: async () => {},
      mount: () =>
        new Promise<void>((resolve) => {
          finishMount = resolve;
        }),
      unmount: async () => {},
    };
    let finishLoad = (_: typeof lifecycles) => {};
    const loading = withSpinner(() => new Promise((resolve) => (finishLoad = resolve)), 'mf_catalog')();
    const region = () => document.getElementById('app-mf_catalog') as HTMLElement;
    // The spinner, and the same state for assistive technology.
    const loadingShown = () => [region().dataset.loading ?? null, region().getAttribute('aria-busy')];
    expect(loadingShown()).toEqual(['true', 'true']);
    finishLoad(lifecycles);
    const wrapped = await loading;
    expect(loadingShown()).toEqual([null, null]);

    const mounting = wrapped.mount({} as never);
    expect(loadingShown()).toEqual([null, null]);
    vi.advanceTimersByTime(200);
    expect(loadingShown()).toEqual(['true', 'true']);
    finishMount();
    await mounting;
    expect(loadingShown()).toEqual([null, null]);
  });
});

describe('a region the server rendered with another version', () => {
  it('keeps the server’s markup until the chosen version renders, without its state or a spinner', async () => {
    document.body.innerHTML =
      '<main id="main-region"><div id="app-mf_catalog" class="app-slot" data-app="mf_catalog" data-version="1.0.0"' +
      ' data-server-rendered="true"><h1>Live home</h1></div><script type="application/json" id="shop-ssr-state:mf_catalog">{}</script></main>';
    const { directory } = (await import('../registry/load-app')) as unknown as {
      directory: { chosen: Map<string, { version: string }> };
    };
    directory.chosen.set('mf_catalog', { version: '1.0.1-canary' });
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    const region = configs.get('mf_catalog')?.customProps('mf_catalog').domElement as HTMLElement;
    // Today's main emptied the region here, before the canary's code had even loaded.
    expect(region.querySelector('h1')?.textContent).toBe('Live home');
    expect(region.dataset.version).toBe('1.0.1-canary');
    expect(region.dataset.serverRendered).toBe('replaced');
    expect(document.getElementById('shop-ssr-state:mf_catalog')).toBeNull();
    directory.chosen.clear();
    document.body.innerHTML = '';
  });
});
