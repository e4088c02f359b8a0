import { Navigate, NavLink, Outlet, useLocation } from '@shop/react-kit/routing';
import { $isAuthenticating, $isSignedIn } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import { Suspense, useEffect } from 'react';
import { $sessionChecked, $signedOutByUser, accountEntered, SignOutButton } from '../features/session';
import { loginPath } from '../lib/return-to';
import { PageSpinner } from '../lib/ui/SaveButton';

import styles from './layout.module.css';

const LINKS: [string, string][] = [
  ['/account', 'Overview'],
  ['/account/responsible/gaming', 'Responsible Gaming'],
  ['/account/points', 'Points'],
  ['/account/cred', 'Cred'],
  ['/account/coupons', 'Coupons'],
  ['/account/details', 'Account Details'],
  ['/account/financial-details', 'Financial Details'],
  ['/account/billing', 'Billing'],
  ['/account/recent/orders', 'Orders'],
];

/** Every /account screen: waits for the session check, sends visitors to login, shows the nav. */
export function AccountLayout() {
  const { checked, authenticating, signedIn, signedOut, entered } = useUnit({
    checked: $sessionChecked,
    authenticating: $isAuthenticating,
    signedIn: $isSignedIn,
    signedOut: $signedOutByUser,
    entered: accountEntered,
  });
  useEffect(() => entered(), [entered]);
  const location = useLocation();
  if (!checked || authenticating) return <PageSpinner label="Checking your session" />;
  if (!signedIn && signedOut) return null;
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label="My account">
        <ul>
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/account'}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <SignOutButton className={styles.signOut} />
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
