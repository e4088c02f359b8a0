import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPagesAt } from './lazy-page';

afterEach(cleanup);

const page = (text: string) => () => <h1>{text}</h1>;

describe('lazyPage: a remote page that never suspends once its code is loaded', () => {
  it('renders at once, without the fallback, after preload', async () => {
    const Page = lazyPage(async () => page('Draw results'));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronous: no act/wait needed, and the fallback never showed.
    expect(screen.getByRole('heading').textContent).toBe('Draw results');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('still works as a plain lazy page when nobody preloaded it', async () => {
    const Page = lazyPage(async () => page('Winners'));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading')).toBeTruthy();
  });

  it('loads the code once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page('FAQs'));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPagesAt: the page of the current route, ranked as the router ranks it', () => {
  it('loads only the matching page, preferring a static segment over a parameter', async () => {
    const category = vi.fn(async () => page('Category'));
    const instant = vi.fn(async () => page('Instant wins'));
    const Category = lazyPage(category);
    const Instant = lazyPage(instant);
    const routes = (
      <>
        <Route path="/competitions/:category" element={<Category />} />
        <Route path="/competitions/instant_win_comps" element={<Instant />} />
        <Route path="*" element={null} />
      </>
    );
    await preloadPagesAt(routes, '/competitions/instant_win_comps');
    expect(instant).toHaveBeenCalledTimes(1);
    expect(category).not.toHaveBeenCalled();
    await preloadPagesAt(routes, '/nowhere');
    expect(category).not.toHaveBeenCalled();
    // The preloaded page renders inside the router without suspending.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/competitions/instant_win_comps']}>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>{routes}</Routes>
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading').textContent).toBe('Instant wins');
  });

  it('finds pages nested under a layout route', async () => {
    const points = vi.fn(async () => page('Points'));
    const Points = lazyPage(points);
    const routes = (
      <Route path="/account" element={<div />}>
        <Route path="points" element={<Points />} />
      </Route>
    );
    await preloadPagesAt(routes, '/account/points');
    expect(points).toHaveBeenCalledTimes(1);
  });
});
