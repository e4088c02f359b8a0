import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_REGISTRY_ID } from './early-registry';
import { RELEASE_BUCKETS_KEY } from './release-bucket';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

async function freshModule() {
  return import('./early-registry');
}

describe('the registry asked for by the entry chunk', () => {
  it('is requested once, handed over once, and preloads the code the page will need', async () => {
    const registry = {
      remotes: {
        mf_catalog: { folder: 'mf-catalog', live: '1.0.2-abc', history: [] },
        mf_basket: { folder: 'mf-basket', live: '2.0.0', history: [] },
        mf_evil: { folder: '../evil', live: '1.0.0', history: [] },
        mf_account: { folder: 'mf-account' },
      },
    };
    const manifest = (exposes: string[]) => ({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: exposes.map((name) => ({
        name,
        assets: { js: { sync: [`${name}.js`, '../../outside.js'] }, css: { sync: [`${name}.css`] } },
      })),
    });
    const responses: Record<string, unknown> = {
      '/registry.json': registry,
      '/mf-catalog/1.0.2-abc/mf-manifest.json': manifest(['app']),
      '/mf-basket/2.0.0/mf-manifest.json': manifest(['app', 'overlay']),
    };
    const fetchMock = vi.fn(async (url: string) =>
      url in responses
        ? new Response(JSON.stringify(responses[url]), { status: 200 })
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    early.fetchRegistryEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
    const taken = early.takeEarlyRegistry();
    expect(taken).not.toBeNull();
    expect(early.takeEarlyRegistry()).toBeNull();
    expect(await taken).toEqual(registry);
    // Home is the catalog's route: its container and ./app only (the overlays start later).
    const hrefs = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map(
        (l) => `${(l as HTMLLinkElement).as} ${l.getAttribute('href')}`,
      );
    await vi.waitFor(() => expect(hrefs()).toHaveLength(3));
    expect(hrefs().sort()).toEqual(
      [
        'script /mf-catalog/1.0.2-abc/remoteEntry.js',
        'script /mf-catalog/1.0.2-abc/app.js',
        'style /mf-catalog/1.0.2-abc/app.css',
      ].sort(),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/registry.json',
      '/mf-catalog/1.0.2-abc/mf-manifest.json',
    ]);
  });

  it('preloads the first files the registry lists for the live version, without reading its manifest', async () => {
    const registry = {
      remotes: {
        mf_catalog: {
          folder: 'mf-catalog',
          live: '1.0.3',
          history: [],
          firstCode: {
            app: { js: ['remoteEntry.js', '__federation_expose_app.1.js', '../../x.js', 7], css: ['app.1.css'] },
            overlay: { js: ['overlay.js'], css: [] },
          },
        },
        mf_basket: { folder: 'mf-basket', live: '2.0.0', history: [], firstCode: { overlay: { js: ['b.js'] } } },
      },
    };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/registry.json' ? new Response(JSON.stringify(registry)) : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    const hrefs = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map(
        (l) => `${(l as HTMLLinkElement).as} ${l.getAttribute('href')}`,
      );
    // Handed to the shell only once the hints are in: its federation runtime finds them.
    await early.takeEarlyRegistry();
    // The container first: the federation runtime loads it directly, without a manifest.
    expect(hrefs()).toEqual([
      'script /mf-catalog/1.0.3/remoteEntry.js',
      'script /mf-catalog/1.0.3/__federation_expose_app.1.js',
      'style /mf-catalog/1.0.3/app.1.css',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/registry.json']);
  });

  it('reads nothing outside the deploy folders: a route owner with a hostile folder is skipped', async () => {
    window.history.replaceState(null, '', '/cart');
    const fetchMock = vi.fn(async (url: string) =>
      url === '/registry.json'
        ? new Response(JSON.stringify({ remotes: { mf_basket: { folder: '../evil', live: '1.0.0', history: [] } } }))
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    await early.takeEarlyRegistry();
    await new Promise((r) => setTimeout(r, 10));
    window.history.replaceState(null, '', '/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/registry.json']);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('preloads nothing when the registry fails, and still hands the failure over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    const early = await freshModule();
    early.fetchRegistryEarly();
    await expect(early.takeEarlyRegistry()).rejects.toThrow('registry responded 503');
    await new Promise((r) => setTimeout(r, 10));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('uses the copy the host page carries: hints in at once, no request', async () => {
    const registry = {
      remotes: {
        mf_catalog: {
          folder: 'mf-catalog',
          live: '1.0.4',
          history: [],
          firstCode: { app: { js: ['remoteEntry.js', 'app.4.js'], css: [] } },
        },
      },
    };
    document.head.innerHTML = `<script type="application/json" id="${INLINE_REGISTRY_ID}">${JSON.stringify(registry)}</script>`;
    const fetchMock = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    const hrefs = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    // From the next task, not the one that runs the shell's first modules; no request waits for them.
    expect(hrefs()).toEqual([]);
    expect(await early.takeEarlyRegistry()).toEqual(registry);
    expect(hrefs()).toEqual(['/mf-catalog/1.0.4/remoteEntry.js', '/mf-catalog/1.0.4/app.4.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the registry when the page carries a copy that is not JSON', async () => {
    document.head.innerHTML = `<script type="application/json" id="${INLINE_REGISTRY_ID}">{"remotes":</script>`;
    const registry = { remotes: {} };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(registry)));
    vi.stubGlobal('fetch', fetchMock);
    const early = await freshModule();
    early.fetchRegistryEarly();
    expect(await early.takeEarlyRegistry()).toEqual(registry);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('preloads the canary for a browser in it, the live version for the others, as the shell chooses', async () => {
    const registry = {
      remotes: {
        mf_catalog: {
          folder: 'mf-catalog',
          live: '1.0.4',
          history: [],
          firstCode: { app: { js: ['remoteEntry.js', 'app.4.js'], css: [] } },
          canary: { version: '1.0.5', share: 10, firstCode: { app: { js: ['remoteEntry.js', 'app.5.js'], css: [] } } },
        },
      },
    };
    const { chooseRemotes } = await import('./registry');
    const cases: [bucket: number, version: string, file: string][] = [
      [9, '1.0.5', 'app.5.js'],
      [10, '1.0.4', 'app.4.js'],
    ];
    for (const [bucket, version, file] of cases) {
      localStorage.setItem(RELEASE_BUCKETS_KEY, JSON.stringify({ mf_catalog: bucket }));
      document.head.innerHTML = `<script type="application/json" id="${INLINE_REGISTRY_ID}">${JSON.stringify(registry)}</script>`;
      vi.resetModules();
      const early = await freshModule();
      early.fetchRegistryEarly();
      await early.takeEarlyRegistry();
      expect([...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'))).toEqual([
        `/mf-catalog/${version}/remoteEntry.js`,
        `/mf-catalog/${version}/${file}`,
      ]);
      expect(chooseRemotes(registry)[0]?.version).toBe(version);
    }
    localStorage.clear();
  });
});
