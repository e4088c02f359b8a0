import { $cartSummary, $isSignedIn } from '@shop/shared';
import { useUnit } from 'effector-react';
import { followLink } from '../../app/navigation';
import './header.css';

/** The main links; index.html paints the same list before any script runs (header.test.ts). */
export const NAV = [
  { href: '/competitions/all', label: 'Competitions' },
  { href: '/competitions/instant_win_comps', label: 'Instant Wins' },
  { href: '/draw/results', label: 'Results' },
  { href: '/winners_list', label: 'Winners' },
  { href: '/faq', label: 'FAQs' },
];

export function Header() {
  const [cart, signedIn] = useUnit([$cartSummary, $isSignedIn]);
  return (
    <div className="shell-bar">
      <a className="shell-skip" href="#main-region">
        Skip to content
      </a>
      <a className="shell-brand" href="/" onClick={followLink} aria-label="Prize Draw UK home">
        <span aria-hidden="true">★</span> Prize Draw UK
      </a>
      <nav aria-label="Main" className="shell-nav">
        {NAV.map((item) => (
          <a key={item.href} href={item.href} onClick={followLink}>
            {item.label}
          </a>
        ))}
      </nav>
      <div className="shell-actions">
        <a href={signedIn ? '/account' : '/auth/login'} onClick={followLink}>
          {signedIn ? 'My Account' : 'Login'}
        </a>
        <a
          href="/cart"
          onClick={followLink}
          className="shell-cart"
          data-testid="cart-link"
          aria-label={`Basket, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
        >
          Basket{' '}
          <span className="shell-count" data-testid="cart-count">
            {cart.count}
          </span>
        </a>
      </div>
    </div>
  );
}
