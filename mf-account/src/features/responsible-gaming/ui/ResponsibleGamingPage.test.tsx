import { clearQueryCaches } from '@shop/provider-client/testing';
import { BrowserRouter } from '@shop/react-kit/routing';
import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPlayFx } from '../model';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

beforeEach(clearQueryCaches);
afterEach(cleanup);

function renderPage(play: Partial<UserDetails>, id: number) {
  const scope = fork({
    values: [[$user, { id, email: 'demo@example.co.uk', token: 'tok' } as UserDetails]],
    handlers: [[getPlayFx, async () => ({ success: true, data: play })]],
  });
  render(
    <Provider value={scope}>
      <BrowserRouter>
        <ResponsibleGamingPage />
      </BrowserRouter>
    </Provider>,
  );
}

describe('ResponsibleGamingPage', () => {
  it('shows the active limit and says when the pending one starts', async () => {
    renderPage(
      {
        limit_value: 20,
        limit_duration: 'weekly',
        pending_limit_value: 50,
        pending_limit_duration: 'weekly',
        pending_limit_at: '2026-11-24 19:05:00',
      },
      1,
    );
    expect((await screen.findByTestId('active-limit')).textContent).toBe('£20 a week');
    expect(screen.getByTestId('pending-limit').textContent).toBe(
      'Your new limit of £50 a week starts on 24 November 2026 at 7:05pm.',
    );
    expect(screen.getByText(/Lowering your limit applies at once/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Responsible Play policy' }).getAttribute('href')).toBe(
      '/legal-terms?tab=4',
    );
  });

  it('says nothing is pending when the provider sends no pending change', async () => {
    renderPage({ limit_value: 0, limit_duration: '' }, 2);
    expect((await screen.findByTestId('active-limit')).textContent).toBe('No limit set');
    expect(screen.getByTestId('pending-limit').textContent).toBe('');
  });
});
