import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  attachToken,
  type Coupon,
  type CouponsAnswer,
  couponsAnswer,
  readProvider,
  valibotContract,
} from '@shop/shared';
import { createEvent, sample } from 'effector';

export const couponsOpened = createEvent();

export const getCouponsFx = attachToken((token) => readProvider('get_coupons', { token }));

export const couponsQuery = createQuery({
  name: 'account.coupons',
  effect: getCouponsFx,
  contract: valibotContract(couponsAnswer),
  mapData: ({ result }: { result: CouponsAnswer }): Coupon[] =>
    result.data.map((c) => ({ ...c, description: c.description ?? '', amount: String(c.amount) })),
});
applyDataCacheRules(couponsQuery, { perUser: true });

sample({ clock: couponsOpened, target: couponsQuery.start });
