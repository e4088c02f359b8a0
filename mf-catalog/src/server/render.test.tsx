// @vitest-environment node
// The server build runs in Node: no window, no storage, no query caches.
import { clearQueryCaches } from '@shop/provider-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, pagedList } from '../test/fake-provider';
import { renderRoute } from './render';

beforeEach(() => clearQueryCaches());
afterEach(() => vi.restoreAllMocks());

describe('server render', () => {
  it('renders home with its competitions already read, and returns the state it read', async () => {
    const live = pagedList(30);
    fakeProvider({ featured_competition: live, drawn_next_competition: live });
    const page = await renderRoute('/');
    expect(page?.html).toContain('Prize Draw UK competitions');
    expect(page?.html).toContain('Competition 1');
    expect(JSON.stringify(page?.state)).toContain('Competition 1');
  });

  it('reads afresh on every render, so each page carries every response its first view used', async () => {
    const live = pagedList(3);
    fakeProvider({
      featured_competition: live,
      drawn_next_competition: live,
      getsettings: () => ({ success: true, data: { slider_speed: 4000 } }),
    });
    const first = await renderRoute('/');
    const second = await renderRoute('/');
    const calls = (page: typeof first) => Object.keys(page?.state.responses ?? {}).map((key) => JSON.parse(key)[0]);
    expect(calls(first)).toContain('getsettings');
    expect(calls(second).sort()).toEqual(calls(first).sort());
  });

  it('leaves a path it does not render to the client', async () => {
    expect(await renderRoute('/basket')).toBeNull();
  });
});
