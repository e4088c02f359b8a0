import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostalRouteFx, postalRouteOpened, postalRouteQuery } from './model';

describe('free postal route query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the route once and reuses it when the page opens again', async () => {
    const route = {
      address: 'Prize Draw UK, 1 High St, London',
      instructions_html: '<p>i</p>',
      terms_html: '<p>t</p>',
    };
    const read = vi.fn(async () => ({ success: true, data: route }));
    const scope = fork({ handlers: [[getPostalRouteFx, read]] });
    await allSettled(postalRouteOpened, { scope });
    await allSettled(postalRouteOpened, { scope });
    expect(scope.getState(postalRouteQuery.$data)).toEqual(route);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a shop that has not set the route up (no data) as an empty route, and a refusal as a failed read', async () => {
    let refuse = false;
    fakeHost({ free_postal_route: () => (refuse ? { success: false, error: 'Off.' } : { success: true }) });
    const scope = fork();
    await allSettled(postalRouteOpened, { scope });
    expect(scope.getState(postalRouteQuery.$data)).toEqual({ address: '', instructions_html: '', terms_html: '' });
    await clearQueryCaches();
    refuse = true;
    await allSettled(postalRouteOpened, { scope });
    expect(scope.getState(postalRouteQuery.$failed)).toBe(true);
  });
});
