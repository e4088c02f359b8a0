import { Link } from '@shop/react-kit/routing';
import { formatPounds, formatUkDateTime } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import { limitPhrase, pendingLimitSentence } from '../limit-text';
import { playOpened, playQuery } from '../model';
import { PlayForm } from './PlayForm';
import styles from './play.module.css';

/** /account/responsible/gaming: spend limit, a break (lockout) and the spending so far. */
export function ResponsibleGamingPage() {
  const { data, failed, opened } = useUnit({ data: playQuery.$data, failed: playQuery.$failed, opened: playOpened });
  useEffect(() => opened(), [opened]);
  if (data === null && !failed) return <PageSpinner label="Loading your limits" />;
  const locked = data?.lock_account === true;
  const pending = data ? pendingLimitSentence(data) : null;
  return (
    <section className={page.section}>
      <h1>Responsible Gaming</h1>
      <p>Set a spend limit or take a break. Limits count every order you pay for in the chosen period.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Current spending</dt>
          <dd data-testid="current-spending">{formatPounds(data?.current_spending ?? 0)}</dd>
        </div>
        <div>
          <dt>Spend limit</dt>
          <dd data-testid="active-limit">{limitPhrase(data?.limit_value, data?.limit_duration) ?? 'No limit set'}</dd>
        </div>
        <div>
          <dt>Break</dt>
          <dd>{locked ? `On a break until ${formatUkDateTime(data?.locking_period)}` : 'Not on a break'}</dd>
        </div>
      </dl>
      {/* Always in the page, so a change that now waits is announced when the save lands. */}
      <div role="status" data-testid="pending-limit">
        {pending ? <p className={styles.pending}>{pending}</p> : null}
      </div>
      <p id="play-limit-rules" className={styles.rules}>
        Lowering your limit applies at once. Raising it, removing it or changing its period applies only after 24 hours.
      </p>
      <PlayForm
        key={`${data?.limit_value}|${data?.limit_duration}|${data?.lockout_period}|${data?.pending_limit_at}`}
        initial={{
          limitValue: Number(data?.limit_value) > 0 ? String(data?.limit_value) : '',
          limitDuration: data?.limit_duration ?? '',
          lockoutPeriod: data?.lockout_period ?? '',
        }}
      />
      <p className={styles.help}>
        Need to talk to someone? GamCare offers free, confidential support on 0808 8020 133. Read how we keep play safe
        in our <Link to="/legal-terms?tab=4">Responsible Play policy</Link>.
      </p>
    </section>
  );
}
