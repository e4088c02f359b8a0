import { clearDataCache } from '@shop/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, pagedList } from '../../../test/fake-provider';
import { CompsForEveryone } from './CompsForEveryone';

afterEach(() => {
  cleanup();
  clearDataCache();
  vi.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Comps for everyone' });
const cards = () => within(section()).queryAllByTestId('competition-card');
const moreButton = () => within(section()).queryByRole('button', { name: 'Show more competitions' });

function renderSection() {
  render(
    <MemoryRouter>
      <CompsForEveryone />
    </MemoryRouter>,
  );
}

describe('Comps for everyone: Show more', () => {
  it('asks for page n with a fixed limit and appends, past the provider cap of 100', async () => {
    const calls = fakeProvider({ featured_competition: pagedList(110) });
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(8));
    // 110 / 8 → 14 pages: 13 clicks. Growing the limit instead failed at the 13th (limit 104).
    for (let shown = 16; shown <= 112; shown += 8) {
      await waitFor(() => expect(moreButton()).not.toBeNull());
      fireEvent.click(moreButton()!);
      await waitFor(() => expect(cards()).toHaveLength(Math.min(shown, 110)));
    }
    expect(moreButton()).toBeNull();
    expect(calls.map((c) => [c.body.page, c.body.limit])).toEqual(Array.from({ length: 14 }, (_, i) => [i + 1, 8]));
    expect(calls.every((c) => c.body.all === true)).toBe(true);
    // Fourteen rendered pages: about 2 s on an idle machine, several times that on a busy one.
  }, 20_000);

  it('a page that failed is asked for again, not skipped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = pagedList(20);
    let down = false;
    const calls = fakeProvider({
      featured_competition: (body) => (down ? { success: false, error: 'down' } : list(body)),
    });
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(8));
    down = true;
    fireEvent.click(moreButton()!);
    await waitFor(() => expect(moreButton()).not.toBeNull());
    expect(cards()).toHaveLength(8);
    down = false;
    fireEvent.click(moreButton()!);
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(calls.map((c) => c.body.page)).toEqual([1, 2, 2]);
  });
});
