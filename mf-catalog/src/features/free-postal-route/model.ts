import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  type PostalRouteAnswer,
  postalRouteAnswer,
  readProvider,
  valibotContract,
} from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';

/** The page opened, or its empty state's Try again pressed. */
export const postalRouteOpened = createEvent();

export const getPostalRouteFx = createEffect(() => readProvider('free_postal_route'));
export const postalRouteQuery = createQuery({
  name: 'catalog.postalRoute',
  effect: getPostalRouteFx,
  contract: valibotContract(postalRouteAnswer),
  mapData: ({ result }: { result: PostalRouteAnswer }) => result.data,
});
applyDataCacheRules(postalRouteQuery);
sample({ clock: postalRouteOpened, target: postalRouteQuery.start });
