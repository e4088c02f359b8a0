import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { Coupon } from '@shop/shared';
import { createEvent, sample } from 'effector';

export const couponsOpened = createEvent();

export const getCouponsFx = attachToken((token) => readProvider('get_coupons', { token }));

export const couponsQuery = createQuery({
  name: 'account.coupons',
  effect: getCouponsFx,
  mapData: ({ result }): Coupon[] => result.data,
});
applyDataCacheRules(couponsQuery, { perUser: true });

sample({ clock: couponsOpened, target: couponsQuery.start });
