import { Link } from '@shop/react-kit/routing';
import { $drawnTickets, $upcomingTickets, $user } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import page from '../../../lib/ui/page.module.css';
import styles from './overview.module.css';
import { PrizesSection } from './PrizesSection';
import { TicketList } from './TicketList';

/** /account: who is signed in, their upcoming and drawn tickets, shortcuts to the account screens. */
export function OverviewPage({ signOut }: { signOut?: ReactNode }) {
  const { user, upcoming, drawn } = useUnit({ user: $user, upcoming: $upcomingTickets, drawn: $drawnTickets });
  const name = user?.first_name || user?.name || 'there';
  return (
    <section className={page.section}>
      <header className={styles.header}>
        <div>
          <h1>My Account</h1>
          <p className={styles.hello}>
            Hello <strong>{name}</strong> (not {name}? {signOut})
          </p>
        </div>
      </header>
      <p>
        From your account you can see your tickets, view your <Link to="/account/recent/orders">recent orders</Link>,
        manage your <Link to="/account/billing">billing address</Link> and{' '}
        <Link to="/account/details">edit your password and account details</Link>.
      </p>
      <ul className={styles.stats} aria-label="Your tickets at a glance">
        <li>
          <strong>{upcoming.reduce((n, t) => n + t.ticket_numbers.length, 0)}</strong> tickets in upcoming draws
        </li>
        <li>
          <strong>{drawn.reduce((n, t) => n + t.ticket_numbers.length, 0)}</strong> tickets in finished draws
        </li>
      </ul>
      <PrizesSection />
      <TicketList
        title="Upcoming draws"
        tickets={upcoming}
        empty={
          <>
            You have no tickets in upcoming draws. <Link to="/competitions/all">Browse competitions</Link>
          </>
        }
      />
      <TicketList title="Drawn competitions" tickets={drawn} empty="None of your competitions has been drawn yet." />
    </section>
  );
}
