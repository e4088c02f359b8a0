import { formatCount } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LoadMore } from '../../../lib/ui/LoadMore';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import table from '../../../lib/ui/table.module.css';
import {
  $balance,
  $entries,
  $hasMore,
  $loaded,
  $pointsPerPound,
  fetchPointsFx,
  loadMoreClicked,
  pointsLabel,
  pointsOpened,
} from '../model';

/** /account/points: balance heading, Event / Date / Points, Load More by 10. */
export function PointsPage() {
  const { balance, entries, hasMore, loaded, rate, pending, opened, loadMore } = useUnit({
    balance: $balance,
    entries: $entries,
    hasMore: $hasMore,
    loaded: $loaded,
    rate: $pointsPerPound,
    pending: fetchPointsFx.pending,
    opened: pointsOpened,
    loadMore: loadMoreClicked,
  });
  useEffect(() => opened(), [opened]);

  if (!loaded) return <PageSpinner label="Loading your points" />;
  return (
    <section className={page.section}>
      <h1>You have {formatCount(balance)} points</h1>
      {rate ? <p data-testid="points-rate">At checkout, every {rate} points take £1 off your order.</p> : null}
      {entries.length === 0 ? (
        <p className={table.empty}>YOUR POINTS BALANCE IS 0 UNTIL YOU PLACE AN ORDER.</p>
      ) : (
        <>
          <table className={`${table.table} ${table.stack}`}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Date</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, i) => (
                // Log entries carry no id; their position in the log is stable while appending.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i}>
                  <td data-label="Event">{entry.description}</td>
                  <td data-label="Date">{entry.date_display_human}</td>
                  <td data-label="Points" className={table.number}>
                    {pointsLabel(entry)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMore hasMore={hasMore} pending={pending} onMore={loadMore} />
        </>
      )}
    </section>
  );
}
