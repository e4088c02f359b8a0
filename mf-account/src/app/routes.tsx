import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignOutButton } from '../features/session';
import { AccountLayout } from './AccountLayout';

// This remote's screens; each page's code loads when its route is first visited.
const LoginPage = lazy(() => import('../features/auth/ui/LoginPage').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ui/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ui/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const OverviewPage = lazy(() =>
  import('../features/overview/ui/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const ResponsibleGamingPage = lazy(() =>
  import('../features/responsible-gaming/ui/ResponsibleGamingPage').then((m) => ({ default: m.ResponsibleGamingPage })),
);
const PointsPage = lazy(() => import('../features/points/ui/PointsPage').then((m) => ({ default: m.PointsPage })));
const SiteCreditPage = lazy(() =>
  import('../features/site-credit/ui/SiteCreditPage').then((m) => ({ default: m.SiteCreditPage })),
);
const CouponsPage = lazy(() => import('../features/coupons/ui/CouponsPage').then((m) => ({ default: m.CouponsPage })));
const ProfilePage = lazy(() => import('../features/profile/ui/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const BankDetailsPage = lazy(() =>
  import('../features/bank-details/ui/BankDetailsPage').then((m) => ({ default: m.BankDetailsPage })),
);
const BillingPage = lazy(() => import('../features/billing/ui/BillingPage').then((m) => ({ default: m.BillingPage })));
const OrdersPage = lazy(() => import('../features/orders/ui/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() =>
  import('../features/orders/ui/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);

export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/auth/forgot/password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset/password" element={<ResetPasswordPage />} />
      <Route path="/account" element={<AccountLayout />}>
        <Route index element={<OverviewPage signOut={<SignOutButton />} />} />
        <Route path="responsible/gaming" element={<ResponsibleGamingPage />} />
        <Route path="points" element={<PointsPage />} />
        <Route path="cred" element={<SiteCreditPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="details" element={<ProfilePage />} />
        <Route path="financial-details" element={<BankDetailsPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="recent/orders" element={<OrdersPage />} />
        <Route path="recent/orders/order-detail/:orderId" element={<OrderDetailPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
