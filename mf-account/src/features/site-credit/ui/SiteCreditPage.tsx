import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import table from '../../../lib/ui/table.module.css';
import { siteCreditOpened, siteCreditQuery } from '../model';

const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${formatPounds(Math.abs(amount))}`;

/** /account/cred: the site credit balance and its history (desktop table, mobile cards). */
export function SiteCreditPage() {
  const { data, failed, opened } = useUnit({
    data: siteCreditQuery.$data,
    failed: siteCreditQuery.$failed,
    opened: siteCreditOpened,
  });
  useEffect(() => opened(), [opened]);
  if (data === null && !failed) return <PageSpinner label="Loading your site credit" />;
  const logs = data?.logs ?? [];
  return (
    <section className={page.section}>
      <h1>Cred Discount</h1>
      {logs.length === 0 && !data?.balance ? (
        <p className={table.empty}>You don’t have any site credit at present.</p>
      ) : (
        <>
          <p>
            Your cred balance: <strong data-testid="cred-balance">{formatPounds(data?.balance ?? 0)}</strong>. At
            checkout, tick “Use my site credit” to pay for all or part of an order with it.
          </p>
          <table className={`${table.table} ${table.desktopOnly}`}>
            <thead>
              <tr>
                {/* Requirements §2 spells this table "Event, date, cred"; the table style shows them in capitals. */}
                <th scope="col">Event</th>
                <th scope="col">date</th>
                <th scope="col">cred</th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: credit log entries carry no id
                <tr key={i}>
                  <td>{log.description}</td>
                  <td>{log.date_display_human}</td>
                  <td className={table.number}>{signed(log.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${table.cards} ${table.mobileOnly}`} aria-label="Cred history">
            {logs.map((log, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: credit log entries carry no id
              <li key={i} className={table.card}>
                <strong>{log.description}</strong>
                <dl>
                  <dt>Date</dt>
                  <dd>{log.date_display_human}</dd>
                  <dt>Cred</dt>
                  <dd>{signed(log.amount)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
