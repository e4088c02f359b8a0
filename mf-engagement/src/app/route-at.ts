import { ENGAGEMENT_ROUTES, type EngagementRoute } from './route-manifest';

/** The route at a URL (its path, with or without a query): the one place a URL is matched (no route has a parameter). */
export const routeAt = (url: string): EngagementRoute | null =>
  ENGAGEMENT_ROUTES.find((route) => route.path === new URL(url, 'http://shop').pathname) ?? null;
