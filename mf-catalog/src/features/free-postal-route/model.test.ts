import { clearQueryCaches } from '@shop/shared/testing';
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

  it('fails on an address that is not text', async () => {
    const scope = fork({ handlers: [[getPostalRouteFx, async () => ({ success: true, data: { address: 42 } })]] });
    await allSettled(postalRouteOpened, { scope });
    expect(scope.getState(postalRouteQuery.$failed)).toBe(true);
  });
});
