import { useNow } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import { formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { priceBandHref, priceBands } from '../../../common/competition';
import { allLiveQuery } from '../model';
import styles from './home.module.css';
import { Section } from './Section';

/** "Tickets from £x" and how many live competitions sit in each price band; a chip opens that band. */
export function Pricing() {
  const { data, failed } = useUnit({ data: allLiveQuery.$data, failed: allLiveQuery.$failed });
  const { from, bands } = priceBands(data?.items ?? [], useNow(60_000));
  return (
    <Section name="Pricing" id="pricing" className={styles.pricing}>
      {!data && !failed ? (
        <p className={styles.pricingLead} aria-busy="true">
          Loading ticket prices…
        </p>
      ) : from === null ? (
        <p className={styles.pricingLead}>New competitions are on their way. Check back soon.</p>
      ) : (
        <>
          <p className={styles.pricingLead}>
            Tickets from <strong data-testid="tickets-from">{formatPounds(from)}</strong>
            <span className={styles.pricingMeta}>
              {data?.items.length} live competitions · free postal entry on every one
            </span>
          </p>
          <ul className={styles.bands} aria-label="Ticket price bands">
            {bands.map((b) => (
              <li key={b.slug}>
                <Link to={priceBandHref(b)}>
                  <strong>{b.label}</strong>{' '}
                  <span>
                    {b.count} {b.count === 1 ? 'competition' : 'competitions'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
