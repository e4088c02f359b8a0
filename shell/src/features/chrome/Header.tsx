import { $cartSummary, $isSignedIn } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
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

const MENU_ID = 'shell-main-nav';

/**
 * On a phone (header.css, under 641 px) the main links fold behind a Menu button:
 * opening it moves the focus to the first link, Escape closes it and gives the focus back to
 * the button, and following a link closes it. On wider screens the button is hidden.
 */
export function Header() {
  const [cart, signedIn] = useUnit([$cartSummary, $isSignedIn]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    followLink(event);
  };

  return (
    <div className="shell-bar">
      <a className="shell-skip" href="#main-region">
        Skip to content
      </a>
      <a className="shell-brand" href="/" onClick={follow} aria-label="Prize Draw UK home">
        <span aria-hidden="true">★</span> Prize Draw UK
      </a>
      <nav aria-label="Main" className="shell-nav" id={MENU_ID} data-open={open} ref={nav}>
        {NAV.map((item) => (
          <a key={item.href} href={item.href} onClick={follow}>
            {item.label}
          </a>
        ))}
      </nav>
      <div className="shell-actions">
        <a href={signedIn ? '/account' : '/auth/login'} onClick={follow}>
          {signedIn ? (
            <>
              <span className="shell-account-my">My </span>Account
            </>
          ) : (
            'Login'
          )}
        </a>
        <a
          href="/cart"
          onClick={follow}
          className="shell-cart"
          data-testid="cart-link"
          aria-label={`Basket, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
        >
          <span className="shell-cart-word">Basket</span>{' '}
          <span className="shell-count" data-testid="cart-count">
            {cart.count}
          </span>
        </a>
        <button
          type="button"
          className="shell-menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          ref={button}
          onClick={() => setOpen((was) => !was)}
        >
          Menu
        </button>
      </div>
    </div>
  );
}
