import { competitionDetailsPath, formatUkDateTime, type TicketRecord } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import type { ReactNode } from 'react';
import styles from './overview.module.css';

/** One group of the user's ticket records: competition, ticket numbers, draw time and order. */
export function TicketList({ title, tickets, empty }: { title: string; tickets: TicketRecord[]; empty: ReactNode }) {
  const id = `tickets-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>{title}</h2>
      {tickets.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.tickets}>
          {tickets.map((t) => (
            <li key={`${t.competition_id}-${t.order_id}`} className={styles.ticket}>
              <Link
                to={competitionDetailsPath({ id: t.competition_id, title: t.competition_title })}
                className={styles.title}
              >
                {t.competition_title}
              </Link>
              <span className={styles.meta}>Draw: {formatUkDateTime(t.draw_date, t.draw_time)}</span>
              <span className={styles.numbers}>
                Ticket{t.ticket_numbers.length === 1 ? '' : 's'}: {t.ticket_numbers.join(', ')}
              </span>
              <Link to={`/account/recent/orders/order-detail/${t.order_id}`} className={styles.order}>
                Order #{t.order_id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
