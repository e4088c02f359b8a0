import { Link } from '@shop/react-kit/routing';
import type { OrderConfirmation } from '@shop/shared';
import { formatUkDateTime } from '@shop/shared/format';
import styles from './confirmation.module.css';

/** An order status in words a shopper reads (WooCommerce's status names otherwise). */
const STATUS_WORDS: Record<string, string> = {
  processing: 'Paid: your tickets are entered in the draw',
  completed: 'Complete: the draw has taken place',
  pending: 'Waiting for your bank to confirm the payment',
};

/** "Draw on …" while the draw is ahead, "Drawn …" once it has passed. */
export function drawWhen(drawAt: string, now: number): string {
  return `${Date.parse(drawAt) > now ? 'Draw on' : 'Drawn'} ${formatUkDateTime(drawAt)}`;
}

/**
 * Order number, ticket numbers per competition and any instant win the order hit: the winning
 * tickets are marked in the grid (revealed with a short animation, none for reduced motion), and
 * a prize to claim links to its claim.
 */
export function OrderTickets({ order, now = Date.now() }: { order: OrderConfirmation; now?: number }) {
  const hits = new Map(order.instant_wins.map((w) => [`${w.competition_title}:${w.ticket_number}`, w.prize]));
  return (
    <>
      <div className={styles.banner} role="status">
        <p className={styles.thanks}>Thank you, your order is confirmed.</p>
        <p>
          Order number <strong data-testid="order-number">#{order.order_id}</strong> · Total{' '}
          <strong>{order.total}</strong>
        </p>
        <p data-testid="order-status">{STATUS_WORDS[order.status] ?? `Status: ${order.status}`}</p>
        {order.receipt_email ? (
          <p>
            A receipt with your ticket numbers was emailed to <strong>{order.receipt_email}</strong>.
          </p>
        ) : null}
        {order.points_earned > 0 ? <p>You earned {order.points_earned} points with this order.</p> : null}
      </div>
      {order.instant_wins.length > 0 ? (
        <section className={styles.wins} aria-labelledby="instant-wins-title">
          <h2 id="instant-wins-title">Instant win!</h2>
          <ul className={styles.winList}>
            {order.instant_wins.map((win) => (
              <li key={`${win.competition_title}-${win.ticket_number}`} className={styles.win}>
                <img src={win.image} alt="" width={64} height={64} />
                <span>
                  Ticket <strong>{win.ticket_number}</strong> in {win.competition_title} won{' '}
                  <strong>{win.prize}</strong>.
                  {win.claimable && win.win_id ? (
                    <>
                      {' '}
                      <Link to={`/claim/prize?win=${win.win_id}`}>Claim your prize</Link>
                    </>
                  ) : win.claimable === false ? (
                    ' It has been added to your account.'
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2>Your ticket numbers</h2>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.competition_id} className={styles.line} data-testid="order-line">
            <h3 className={styles.lineTitle}>
              {line.title} <span className={styles.muted}>× {line.quantity}</span>
            </h3>
            {line.draw_at ? <p className={styles.muted}>{drawWhen(line.draw_at, now)}</p> : null}
            <ul className={styles.tickets} aria-label={`Ticket numbers for ${line.title}`}>
              {line.tickets.map((n) => {
                const prize = hits.get(`${line.title}:${n}`);
                return prize ? (
                  <li key={n} className={`${styles.ticket} ${styles.hit}`} data-testid="instant-win-ticket">
                    {n} <span className={styles.hitLabel}>won {prize}</span>
                  </li>
                ) : (
                  <li key={n} className={styles.ticket}>
                    {n}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
