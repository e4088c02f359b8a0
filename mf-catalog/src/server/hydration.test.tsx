import { clearQueryCaches } from '@shop/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, pagedList } from '../test/fake-provider';
import { renderRoute } from './render';

// The client's first mount over the server's render (docs/composition.md "Server rendering"):
// the same markup, hydrated from the answers in the page, without asking the provider again.

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
  document.body.innerHTML = '';
  window.localStorage.clear();
});

async function serverPage(path: string) {
  const live = pagedList(30);
  fakeProvider({ featured_competition: live, drawn_next_competition: live, finished_soldout_competition: live });
  const page = await renderRoute(path);
  if (!page) throw new Error(`no server render for ${path}`);
  // What the storefront server writes (scripts/server/region-render.mjs).
  document.body.innerHTML =
    `<main id="main-region"><div id="app-mf_catalog" data-server-rendered="true">${page.html}</div></main>` +
    `<script type="application/json" id="shop-ssr-state:mf_catalog">${JSON.stringify(page.state)}</script>`;
  window.history.replaceState(null, '', path);
  clearQueryCaches();
  return page;
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
    // Reads the fake provider does not answer fail on both sides and are logged; none is React's.
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((message) => /hydrat|did not match|react error|418|425/i.test(message))).toEqual([]);
    expect(calls.map((call) => call.route)).not.toContain('/api/v1/featured_competition');
    expect(slot.querySelector('#draw-next h2')?.textContent).toBe(serverHeading);
    expect(slot.textContent).toContain('Competition 1');
    expect(document.getElementById('shop-ssr-state:mf_catalog')).toBeNull();
    expect(JSON.stringify(page.state.answers)).toContain('Competition 1');
  });
});
