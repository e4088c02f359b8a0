import { lazyPage, Route, Routes } from '@shop/shared/routing';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared).
const ContactPage = lazyPage(() => import('../features/contact').then((m) => m.ContactPage));
const CommunityChatPage = lazyPage(() => import('../features/community-chat').then((m) => m.CommunityChatPage));
const FaqPage = lazyPage(() => import('../features/faq').then((m) => m.FaqPage));

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const engagementRoutes = (
  <>
    <Route path="/contact" element={<ContactPage />} />
    <Route path="/community-chat" element={<CommunityChatPage />} />
    <Route path="/faq" element={<FaqPage />} />
    <Route path="*" element={null} />
  </>
);

export function EngagementRoutes() {
  return <Routes>{engagementRoutes}</Routes>;
}
