import { clearQueryCaches } from '@shop/provider-client/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, pagedList } from '../../../test/fake-provider';
import { homeReadsRequested } from '../model';
import { CompsForEveryone } from './CompsForEveryone';
import { DrawNext } from './ListSections';

beforeEach(() => clearQueryCaches());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });
const titles = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const moreButton = () =>
  within(section('Comps for everyone')).queryByRole('button', { name: 'Show more competitions' });

/** The home page's reads in a scope of their own, as the page's opening starts them. */
async function renderHome() {
  const scope = fork();
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <DrawNext />
        <CompsForEveryone />
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(homeReadsRequested, { scope });
}

describe('Comps for everyone', () => {
  it('leaves out what Drawing next shows, and shows eight more a click', async () => {
    // Both lists close soonest first, so Drawing next is the first four of the whole list.
    const live = pagedList(30);
    const calls = fakeProvider({ featured_competition: live, drawn_next_competition: live });
    await renderHome();
    await waitFor(() => expect(titles('Drawing next')).toHaveLength(4));
    await waitFor(() => expect(titles('Comps for everyone')).toHaveLength(8));
    expect(titles('Comps for everyone')[0]).toBe('Competition 5');
    for (const shown of [16, 24, 26]) {
      fireEvent.click(moreButton()!);
      await waitFor(() => expect(titles('Comps for everyone')).toHaveLength(shown));
    }
    expect(moreButton()).toBeNull();
    const everyone = titles('Comps for everyone');
    expect(new Set([...titles('Drawing next'), ...everyone]).size).toBe(30);
    // The whole list is read once (a hundred a page); Show more asks nothing more. (The carousel's
    // featured page is the other featured_competition read.)
    const reads = calls.filter((c) => c.route.endsWith('featured_competition') && c.body.all === true);
    expect(reads.map((c) => [c.body.page, c.body.limit])).toEqual([[1, 100]]);
    // Four renders of up to 30 cards: ~10 s on a busy 2-core machine, so more than the default 5 s.
  }, 20_000);

  it('a failed read offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = pagedList(20);
    let down = true;
    fakeProvider({
      featured_competition: (body) => (down ? { success: false, error: 'down' } : live(body)),
      drawn_next_competition: live,
    });
    await renderHome();
    const retry = await within(section('Comps for everyone')).findByRole('button', { name: 'Try again' });
    down = false;
    fireEvent.click(retry);
    await waitFor(() => expect(titles('Comps for everyone')).toHaveLength(8));
  });
});
