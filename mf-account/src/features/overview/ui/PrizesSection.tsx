import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { claimStatusText, prizesOpened, prizesQuery } from '../prizes';
import styles from './overview.module.css';

/** "You won — claim your prize": every prize the account has won, with its claim or where the claim stands. */
export function PrizesSection() {
  const { prizes, opened } = useUnit({ prizes: prizesQuery.$data, opened: prizesOpened });
  useEffect(() => opened(), [opened]);
  if (!prizes || prizes.length === 0) return null;
  return (
    <section aria-labelledby="your-prizes" className={styles.group}>
      <h2 id="your-prizes">Your prizes</h2>
      <ul className={styles.tickets}>
        {prizes.map((p) => (
          <li key={p.win_id} className={styles.ticket} data-testid="account-prize">
            <span className={styles.title}>
              You won {p.prize}
              {p.claimed ? null : ' — claim your prize'}
            </span>
            <span className={styles.meta}>
              {p.competition_title}, ticket #{p.ticket_number}
            </span>
            {p.claimed ? (
              <span className={styles.status}>{claimStatusText(p)}</span>
            ) : (
              <Link to={`/claim/prize?win=${p.win_id}`} className="shop-button">
                Claim your prize
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
