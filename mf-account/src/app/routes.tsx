import { lazyPage, Route, Routes } from '@shop/react-kit/routing';
import { SignOutButton } from '../features/session';
import { AccountLayout } from './AccountLayout';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared).
const LoginPage = lazyPage(() => import('../features/auth/ui/LoginPage').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ui/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ui/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const OverviewPage = lazyPage(() => import('../features/overview/ui/OverviewPage').then((m) => m.OverviewPage));
const ResponsibleGamingPage = lazyPage(() =>
  import('../features/responsible-gaming/ui/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
);
const PointsPage = lazyPage(() => import('../features/points/ui/PointsPage').then((m) => m.PointsPage));
const SiteCreditPage = lazyPage(() =>
  import('../features/site-credit/ui/SiteCreditPage').then((m) => m.SiteCreditPage),
);
const CouponsPage = lazyPage(() => import('../features/coupons/ui/CouponsPage').then((m) => m.CouponsPage));
const ProfilePage = lazyPage(() => import('../features/profile/ui/ProfilePage').then((m) => m.ProfilePage));
const BankDetailsPage = lazyPage(() =>
  import('../features/bank-details/ui/BankDetailsPage').then((m) => m.BankDetailsPage),
);
const BillingPage = lazyPage(() => import('../features/billing/ui/BillingPage').then((m) => m.BillingPage));
const OrdersPage = lazyPage(() => import('../features/orders/ui/OrdersPage').then((m) => m.OrdersPage));
const OrderDetailPage = lazyPage(() => import('../features/orders/ui/OrderDetailPage').then((m) => m.OrderDetailPage));

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const accountRoutes = (
  <>
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
  </>
);

export function AccountRoutes() {
  return <Routes>{accountRoutes}</Routes>;
}
