import { clearQueryCaches, fakeHost, makeCompetition } from '@shop/provider-client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLiveCompetitionsFx, getWinnersFx } from '../model';
import { InstantWinsPage } from './InstantWinsPage';

beforeEach(clearQueryCaches);
afterEach(cleanup);

describe('InstantWinsPage', () => {
  it('shows a competition whose prize lacks its ticket numbers, with none left of it (it used to crash)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const partial = {
      ...makeCompetition({ title: 'Partial prizes', enable_instant_wins: true }),
      instant_wins: [{ id: 1, title: '£10', type: 'cash', value: 10, image: '/p.svg', won: [] }],
    };
    fakeHost({
      featured_competition: () => ({ success: true, data: [partial] }),
      winners: () => ({ success: true, data: [] }),
    });
    render(
      <Provider value={fork()}>
        <MemoryRouter>
          <InstantWinsPage />
        </MemoryRouter>
      </Provider>,
    );
    expect((await screen.findAllByText('Partial prizes')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('instant-prizes-left').textContent).toBe('0 instant prizes still to be won');
  });
});
