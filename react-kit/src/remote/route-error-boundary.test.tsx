import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

let broken = true;
function Crashing(): never {
  throw new Error('Cannot read properties of undefined');
}
function Flaky() {
  if (broken) throw new Error('flaky');
  return <h1>Recovered</h1>;
}

function renderApp(initial: string) {
  render(
    <MemoryRouter initialEntries={[initial]}>
      {/* The shell's navigation lives outside the remote's boundary. */}
      <nav>
        <Link to="/">Home</Link> <Link to="/boom">Boom</Link> <Link to="/other-boom">Other boom</Link>{' '}
        <Link to="/flaky">Flaky</Link>
      </nav>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/boom" element={<Crashing />} />
          <Route path="/other-boom" element={<Crashing />} />
          <Route path="/flaky" element={<Flaky />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}
const go = (name: string) => act(() => fireEvent.click(screen.getByRole('link', { name })));
const errorScreen = () => screen.queryByRole('heading', { name: 'Unexpected Application Error' });

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the shared render-error screen, and another path recovers', async () => {
    renderApp('/boom');
    expect(errorScreen()).not.toBeNull();
    expect(screen.getByTestId('render-error').textContent).toContain('Cannot read properties of undefined');
    await go('Home');
    expect(errorScreen()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home page' })).not.toBeNull();
  });

  it('a crash on arrival is caught here, and the next crashing path shows the screen again', async () => {
    renderApp('/');
    await go('Boom');
    expect(errorScreen()).not.toBeNull();
    await go('Other boom');
    expect(errorScreen()).not.toBeNull();
    await go('Home');
    expect(screen.getByRole('heading', { name: 'Home page' })).not.toBeNull();
  });

  it('returning to a page that failed renders it afresh', async () => {
    renderApp('/flaky');
    expect(errorScreen()).not.toBeNull();
    await go('Home');
    broken = false;
    await go('Flaky');
    expect(screen.getByRole('heading', { name: 'Recovered' })).not.toBeNull();
  });
});

describe('a page whose code failed to load', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads again once the shopper moves on and comes back, not in a loop while it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    let offline = true;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (offline) throw new Error('chunk failed');
      return () => <h1>Loaded page</h1>;
    });
    render(
      <MemoryRouter initialEntries={['/lazy']}>
        <nav>
          <Link to="/">Home</Link> <Link to="/lazy">Lazy</Link>
        </nav>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/" element={<h1>Home page</h1>} />
              <Route path="/lazy" element={<Page />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    await go('Home');
    offline = false;
    await go('Lazy');
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).not.toBeNull();
    expect(attempts).toBe(2);
  });
});
