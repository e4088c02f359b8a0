import { Link } from '@shop/react-kit/routing';
import styles from './checkout.module.css';

/** A signed-out visitor keeps their basket and is sent to sign in (or register) and back. */
export function SignInPrompt({ count }: { count: number }) {
  return (
    <div className={styles.prompt}>
      <h2>Sign in to check out</h2>
      <p>
        {count > 0 ? `Your basket (${count} ${count === 1 ? 'ticket' : 'tickets'}) is saved. ` : ''}
        Sign in to your account, or create one, to pay and get your ticket numbers. You will come straight back here.
      </p>
      <div className={styles.promptActions}>
        <Link to="/auth/login?returnTo=/checkout" className="shop-button">
          Sign in or register
        </Link>
        <Link to="/cart" className="shop-button shop-button--ghost">
          Back to basket
        </Link>
      </div>
    </div>
  );
}
