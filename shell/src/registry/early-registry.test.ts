import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

async function freshModule() {
  return import('./early-registry');
}

describe('the registry asked for by the entry chunk', () => {
  it('is requested once, handed over once, and preloads the live manifests it names', async () => {
    const registry = {
      remotes: {
        mf_catalog: { folder: 'mf-catalog', live: '1.0.2-abc', history: [] },
        mf_basket: { folder: '../evil', live: '1.0.0', history: [] },
        mf_account: { folder: 'mf-account' },
      },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(registry), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    early.fetchRegistryEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
    const taken = early.takeEarlyRegistry();
    expect(taken).not.toBeNull();
    expect(early.takeEarlyRegistry()).toBeNull();
    expect(await (await taken)?.json()).toEqual(registry);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1));
    const link = document.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('/mf-catalog/1.0.2-abc/mf-manifest.json');
    expect(link.as).toBe('fetch');
    expect(link.crossOrigin).toBe('anonymous');
  });

  it('preloads nothing when the registry fails, and still hands the failure over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    const early = await freshModule();
    early.fetchRegistryEarly();
    const response = await early.takeEarlyRegistry();
    expect(response?.status).toBe(503);
    await new Promise((r) => setTimeout(r, 10));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
