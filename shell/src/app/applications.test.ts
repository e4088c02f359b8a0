import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first page comes first: which applications single-spa knows about, and when.
const registered: string[] = [];
vi.mock('single-spa', () => ({
  registerApplication: (config: { name: string }) => {
    if (registered.includes(config.name)) throw new Error(`${config.name} registered twice`);
    registered.push(config.name);
  },
}));
vi.mock('../registry/load-app', () => ({ directory: { chosen: new Map(), registry: null }, loadApp: vi.fn() }));
vi.mock('./preload', () => ({ preloadApp: vi.fn() }));

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
  it('starts the pages and the session check now, the other overlays once the first page shows', async () => {
    const { registerApplications } = await import('./applications');
    registerApplications(local, true);
    expect(registered).toEqual([
      'mf_catalog',
      'mf_basket',
      'mf_account',
      'mf_engagement',
      'shell:legal-terms',
      'shell:not-found',
      'mf_account:overlay',
    ]);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(overlays()).toEqual(['mf_account:overlay']);
    vi.advanceTimersByTime(1000);
    expect(overlays()).toEqual(['mf_account:overlay', 'mf_basket:overlay', 'mf_engagement:overlay']);
    // Later routing events start nothing twice.
    window.dispatchEvent(new Event('single-spa:routing-event'));
    vi.advanceTimersByTime(1000);
    expect(overlays()).toHaveLength(3);
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
