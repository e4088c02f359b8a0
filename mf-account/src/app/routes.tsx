import { lazyPage, Route, Routes } from '@shop/react-kit/routing';
import type { ReactElement } from 'react';
import { SignOutButton } from '../features/session';
import { AccountLayout } from './AccountLayout';
import { ACCOUNT_AREA, ACCOUNT_ROUTES, type AccountPath } from './route-manifest';

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

/** The page each route of the manifest (./route-manifest.ts) shows. */
const PAGES: Record<AccountPath, ReactElement> = {
  '/auth/login': <LoginPage />,
  '/auth/forgot/password': <ForgotPasswordPage />,
  '/auth/reset/password': <ResetPasswordPage />,
  '/account': <OverviewPage signOut={<SignOutButton />} />,
  '/account/responsible/gaming': <ResponsibleGamingPage />,
  '/account/points': <PointsPage />,
  '/account/cred': <SiteCreditPage />,
  '/account/coupons': <CouponsPage />,
  '/account/details': <ProfilePage />,
  '/account/financial-details': <BankDetailsPage />,
  '/account/billing': <BillingPage />,
  '/account/recent/orders': <OrdersPage />,
  '/account/recent/orders/order-detail/:orderId': <OrderDetailPage />,
};

const inArea = (path: string) => path.startsWith(`${ACCOUNT_AREA}/`);

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const accountRoutes = (
  <>
    {ACCOUNT_ROUTES.filter(({ path }) => path !== ACCOUNT_AREA && !inArea(path)).map(({ path }) => (
      <Route key={path} path={path} element={PAGES[path]} />
    ))}
    <Route path={ACCOUNT_AREA} element={<AccountLayout />}>
      <Route index element={PAGES[ACCOUNT_AREA]} />
      {ACCOUNT_ROUTES.filter(({ path }) => inArea(path)).map(({ path }) => (
        <Route key={path} path={path.slice(ACCOUNT_AREA.length + 1)} element={PAGES[path]} />
      ))}
    </Route>
    <Route path="*" element={null} />
  </>
);

export function AccountRoutes() {
  return <Routes>{accountRoutes}</Routes>;
}
