import type { Competition, InstantWinPrize, RewardWin } from '@shop/shared';
import { progressPercent } from '@shop/shared';
import { formatPounds } from '@shop/shared/format';
import styles from './details.module.css';

function prizeValue(p: InstantWinPrize): string {
  return p.type === 'points' ? `${p.value} points` : formatPounds(p.value);
}

/** Instant-win prizes: which winning tickets are already won, and how many are still available. */
export function InstantWinsList({ prizes }: { prizes: InstantWinPrize[] }) {
  return (
    <section aria-labelledby="instant-title" className={styles.block} data-testid="instant-wins">
      <h2 id="instant-title">Instant wins</h2>
      <p className={styles.muted}>Win straight away if one of your ticket numbers is a winning ticket below.</p>
      <ul className={styles.prizes}>
        {prizes.map((p) => {
          const won = new Map(p.won.map((w) => [w.ticket_number, w.winner]));
          const left = p.ticket_numbers.filter((n) => !won.has(n)).length;
          return (
            <li key={p.id} className={styles.prize}>
              <img src={p.image} alt="" width={64} height={48} loading="lazy" />
              <div>
                <h3>
                  {p.title} <span className={styles.muted}>({prizeValue(p)})</span>
                </h3>
                <p>
                  <strong>{left}</strong> of {p.ticket_numbers.length} available · {won.size} won
                </p>
                <ul className={styles.tickets} aria-label={`Winning tickets for ${p.title}`}>
                  {p.ticket_numbers.map((n) => (
                    <li key={n} className={won.has(n) ? styles.ticketWon : styles.ticket}>
                      #{n}
                      <span className={styles.ticketState}>
                        {won.has(n) ? ` won by ${won.get(n) || 'a winner'}` : ' available'}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Reward wins unlock as sales pass each threshold; shows which are won and which are to come. */
export function RewardWinsList({
  rewards,
  competition,
  info,
}: {
  rewards: RewardWin[];
  competition: Competition;
  info?: string;
}) {
  const sold = progressPercent(competition.total_ticket_sold, competition.total_sell_tickets);
  return (
    <section aria-labelledby="reward-title" className={styles.block} data-testid="reward-wins">
      <h2 id="reward-title">Reward wins</h2>
      {info ? <p className={styles.muted}>{info}</p> : null}
      <ul className={styles.prizes}>
        {rewards.map((r) => (
          <li key={r.id} className={styles.prize}>
            <img src={r.image} alt="" width={64} height={48} loading="lazy" />
            <div>
              <h3>{r.title}</h3>
              <p>
                {r.won_by
                  ? `Won by ${r.won_by}`
                  : competition.hide_ticket_count || sold < r.threshold_percent
                    ? `Drawn when ${r.threshold_percent}% of tickets are sold`
                    : 'Unlocked: being drawn'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
