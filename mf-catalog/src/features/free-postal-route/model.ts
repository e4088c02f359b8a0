import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider } from '@shop/provider-client';
import { createEffect, createEvent, sample } from 'effector';

/** The page opened, or its empty state's Try again pressed. */
export const postalRouteOpened = createEvent();

export const getPostalRouteFx = createEffect(() => readProvider('free_postal_route'));
export const postalRouteQuery = createQuery({
  name: 'catalog.postalRoute',
  effect: getPostalRouteFx,
  mapData: ({ result }) => result.data,
});
applyDataCacheRules(postalRouteQuery);
sample({ clock: postalRouteOpened, target: postalRouteQuery.start });
