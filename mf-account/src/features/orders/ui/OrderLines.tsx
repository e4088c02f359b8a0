import type { OrderDetail } from '@shop/shared';
import { drawDate, drawTime, money } from '../format';
import styles from './orders.module.css';

type Line = OrderDetail['product'][number];

function LineFacts({ line }: { line: Line }) {
  return (
    <>
      <div className={styles.tickets}>Ticket numbers: {line.tickets.length ? line.tickets.join(', ') : 'N/A'}</div>
      <div className={styles.tickets}>Draw date: {drawDate(line.draw_date)}</div>
      <div className={styles.tickets}>Draw time: {drawTime(line.draw_time)}</div>
    </>
  );
}

/** The product lines and totals: a table on desktop, cards on phones (spec: a mobile layout). */
export function OrderLines({ lines, totals }: { lines: Line[]; totals: [string, string][] }) {
  return (
    <>
      <table className={`${styles.summary} ${styles.desktop}`}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one competition may appear on two lines
            <tr key={i}>
              <td>
                <strong>
                  {line.title} x {line.quantity}
                </strong>
                <LineFacts line={line} />
              </td>
              <td>{money(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <div className={styles.mobile} data-testid="order-mobile">
        <ul className={styles.lines}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one competition may appear on two lines
            <li key={i} className={styles.card}>
              <strong>
                {line.title} x {line.quantity}
              </strong>
              <LineFacts line={line} />
              <div>Price: {money(line.price)}</div>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          {totals.map(([label, value]) => (
            <div key={label} className={styles.pair}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
