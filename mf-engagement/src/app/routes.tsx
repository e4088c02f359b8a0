import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// This remote's screens; each page's code loads when its route is first visited.
const ContactPage = lazy(() => import('../features/contact').then((m) => ({ default: m.ContactPage })));
const CommunityChatPage = lazy(() => import('../features/community-chat').then((m) => ({ default: m.CommunityChatPage })));
const FaqPage = lazy(() => import('../features/faq').then((m) => ({ default: m.FaqPage })));

export function EngagementRoutes() {
  return (
    <Routes>
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/community-chat" element={<CommunityChatPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
