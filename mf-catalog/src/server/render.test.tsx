import { clearQueryCaches } from '@shop/shared/testing';
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

  it('leaves a path it does not render to the client', async () => {
    expect(await renderRoute('/basket')).toBeNull();
  });
});
