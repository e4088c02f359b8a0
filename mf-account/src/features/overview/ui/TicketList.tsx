import { Link } from '@shop/react-kit/routing';
import type { TicketRecord } from '@shop/shared';
import { competitionDetailsPath, formatUkDateTime } from '@shop/shared/format';
import { type ReactNode, useMemo, useState } from 'react';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { COMPETITIONS_PER_PAGE, type CompetitionTickets, groupByCompetition } from '../group';
import styles from './overview.module.css';

/** One group of the user's tickets: a card per competition with its ticket numbers and orders, paged. */
export function TicketList({ title, tickets, empty }: { title: string; tickets: TicketRecord[]; empty: ReactNode }) {
  const id = `tickets-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const competitions = useMemo(() => groupByCompetition(tickets), [tickets]);
  const [shown, setShown] = useState(COMPETITIONS_PER_PAGE);
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>{title}</h2>
      {competitions.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          <ul className={styles.tickets}>
            {competitions.slice(0, shown).map((c) => (
              <li key={c.competition_id} className={styles.ticket} data-testid="overview-competition">
                <Link
                  to={competitionDetailsPath({ id: c.competition_id, title: c.competition_title })}
                  className={styles.title}
                >
                  {c.competition_title}
                </Link>
                <span className={styles.meta}>Draw: {formatUkDateTime(c.draw_date, c.draw_time)}</span>
                <span className={styles.numbers}>
                  {c.ticket_numbers.length} ticket{c.ticket_numbers.length === 1 ? '' : 's'}:
                </span>
                <ul className={styles.numberList} aria-label={`Your tickets in ${c.competition_title}`}>
                  {c.ticket_numbers.map((n) => {
                    const won = c.wins.find((w) => w.ticket_number === n);
                    return (
                      <li key={n} className={won ? styles.won : undefined}>
                        #{n}
                        {won ? <span className={styles.wonLabel}> won</span> : null}
                      </li>
                    );
                  })}
                </ul>
                <Outcome competition={c} />
                <span className={styles.orders}>
                  {c.order_ids.map((orderId) => (
                    <Link key={orderId} to={`/account/recent/orders/order-detail/${orderId}`} className={styles.order}>
                      Order #{orderId}
                    </Link>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.count}>
            Showing {Math.min(shown, competitions.length)} of {competitions.length} competitions
          </p>
          <LoadMore
            hasMore={shown < competitions.length}
            pending={false}
            onMore={() => setShown((n) => n + COMPETITIONS_PER_PAGE)}
          />
        </>
      )}
    </section>
  );
}

/** What the draw and the instant wins gave these tickets: each win with its claim, or why not this time. */
function Outcome({ competition: c }: { competition: CompetitionTickets }) {
  if (c.wins.length > 0)
    return (
      <ul className={styles.outcome}>
        {c.wins.map((w) => (
          <li key={w.win_id}>
            You won <strong>{w.prize}</strong> with ticket #{w.ticket_number}
            {w.claimable ? (
              <>
                {' — '}
                <Link to={`/claim/prize?win=${w.win_id}`}>claim your prize</Link>
              </>
            ) : (
              ' (added to your account)'
            )}
          </li>
        ))}
      </ul>
    );
  if (c.winning_ticket === undefined) return null;
  return (
    <p className={styles.lost}>
      {c.winning_ticket === null
        ? 'Drawn with no entries.'
        : `Not this time: the winning ticket was #${c.winning_ticket}.`}
    </p>
  );
}
