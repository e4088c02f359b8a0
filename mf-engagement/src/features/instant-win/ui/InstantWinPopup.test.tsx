import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantWinReceived, removeWinFx } from '../model';
import { InstantWinPopup } from './InstantWinPopup';

afterEach(cleanup);

async function showWin() {
  const scope = fork({ handlers: [[removeWinFx, vi.fn(async () => {})]] });
  render(
    <Provider value={scope}>
      <InstantWinPopup />
    </Provider>,
  );
  await act(async () => {
    void allSettled(instantWinReceived, {
      scope,
      params: { key: 'a', user: 'Sarah Jones', prize: '£50 Site Credit', image: '/media/a.png', ageMs: 0 },
    });
  });
}

describe('InstantWinPopup', () => {
  it('announces the sentence once: a decorative image and the close button outside the live region', async () => {
    await showWin();
    const live = screen.getByRole('status');
    // What aria-atomic makes a screen reader read: the text, without the prize twice or "Close…".
    expect(live.textContent).toBe('Sarah just won a £50 Site Credit Instant Win !!!');
    expect(live.querySelector('img')?.getAttribute('alt')).toBe('');
    const close = screen.getByRole('button', { name: 'Close instant win notification' });
    expect(live.contains(close)).toBe(false);
    expect(screen.getByTestId('instant-win-popup').closest('[role="status"]')).toBe(live);
  });
});
