import { clearQueryCaches, makeCompetition } from '@shop/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLiveCompetitionsFx, getWinnersFx } from '../model';
import { InstantWinsPage } from './InstantWinsPage';

beforeEach(clearQueryCaches);
afterEach(cleanup);

describe('InstantWinsPage', () => {
  it('shows its empty state when a prize lacks its ticket numbers (it used to crash, issue 20)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = makeCompetition({
      enable_instant_wins: true,
      instant_wins: [{ id: 1, title: '£10', type: 'cash', value: 10, image: '/p.svg', won: [] } as never],
    });
    const scope = fork({
      handlers: [
        [getLiveCompetitionsFx, async () => [broken]],
        [getWinnersFx, async () => ({ success: true, data: [], total_pages: 1 })],
      ],
    });
    render(
      <Provider value={scope}>
        <InstantWinsPage />
      </Provider>,
    );
    expect(await screen.findByText('No instant-win competitions are live right now.')).toBeTruthy();
    expect(screen.queryByTestId('instant-prizes-left')).toBeNull();
  });
});
