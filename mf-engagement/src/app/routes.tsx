import { lazyPage, Route, Routes } from '@shop/react-kit/routing';
import type { ReactElement } from 'react';
import { ENGAGEMENT_ROUTES, type EngagementPath } from './route-manifest';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared). Each chunk is named: the server puts only the route's own
// stylesheets in a server-rendered page (docs/composition.md "Server rendering").
const ContactPage = lazyPage(() =>
  import(/* webpackChunkName: "contact" */ '../features/contact').then((m) => m.ContactPage),
);
const CommunityChatPage = lazyPage(() =>
  import(/* webpackChunkName: "chat" */ '../features/community-chat').then((m) => m.CommunityChatPage),
);
const FaqPage = lazyPage(() => import(/* webpackChunkName: "faq" */ '../features/faq').then((m) => m.FaqPage));

/** The page each route of the manifest (./route-manifest.ts) shows. */
const PAGES: Record<EngagementPath, ReactElement> = {
  '/contact': <ContactPage />,
  '/community-chat': <CommunityChatPage />,
  '/faq': <FaqPage />,
};

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const engagementRoutes = (
  <>
    {ENGAGEMENT_ROUTES.map(({ path }) => (
      <Route key={path} path={path} element={PAGES[path]} />
    ))}
    <Route path="*" element={null} />
  </>
);

export function EngagementRoutes() {
  return <Routes>{engagementRoutes}</Routes>;
}
