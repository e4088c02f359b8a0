import { useSession } from '@shop/react-kit';
import { Link, useSearchParams } from '@shop/react-kit/routing';
import type { ClaimablePrize } from '@shop/shared';
import { formatPounds, formatUkDate } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Empty, ListPicture, Loading } from '../../../common/ui';
import {
  $confirmation,
  $selectedWin,
  CLAIM_STATUS_TEXT,
  claimablePrizesQuery,
  claimPageOpened,
  confirmationClosed,
  winRequested,
  winSelected,
} from '../model';
import { ClaimForm } from './ClaimForm';
import styles from './claim.module.css';

/** /claim/prize — a signed-in winner's prizes: claim one (?win=<id> preselects it), or follow a claim. */
export function ClaimPrizePage() {
  const { user, settled } = useSession();
  const [search] = useSearchParams();
  const requested = Number(search.get('win') ?? '');
  const { prizes, failed, selected, select, opened, request, confirmation } = useUnit({
    prizes: claimablePrizesQuery.$data,
    failed: claimablePrizesQuery.$failed,
    selected: $selectedWin,
    select: winSelected,
    opened: claimPageOpened,
    request: winRequested,
    confirmation: $confirmation,
  });
  const signedIn = user !== null;
  // The list is the signed-in winner's: it is asked for once someone is signed in.
  useEffect(() => {
    if (!signedIn) return;
    if (Number.isInteger(requested) && requested > 0) request(requested);
    opened();
  }, [opened, request, requested, signedIn]);
  const prize = prizes?.find((p) => p.win_id === selected) ?? null;
  return (
    <div className={styles.page}>
      <h1>Claim your prize</h1>
      {!settled ? (
        <Loading label="Checking your account" />
      ) : !signedIn ? (
        <div className={styles.card}>
          <p>Sign in to see the prizes you have won and tell us where to send them.</p>
          <Link className="shop-button" to={`/auth/login?returnTo=/claim/prize${requestedQuery(requested)}`}>
            Sign in to claim
          </Link>
        </div>
      ) : confirmation ? (
        <Confirmation {...confirmation} />
      ) : prizes === null && !failed ? (
        <Loading label="Loading your prizes" />
      ) : prizes?.length ? (
        <>
          <ul className={styles.prizes} aria-label="Your prizes">
            {prizes.map((p) => (
              <PrizeItem key={p.win_id} prize={p} selected={selected === p.win_id} onSelect={() => select(p.win_id)} />
            ))}
          </ul>
          {prize && !prize.claimed ? <ClaimForm prize={prize} /> : null}
        </>
      ) : (
        <Empty onRetry={opened}>
          You have no prizes to claim yet. Instant wins of points or site credit are added to your account at once;
          prizes to send or pay appear here.
        </Empty>
      )}
      {confirmation && signedIn ? null : <ClaimSteps />}
    </div>
  );
}

const requestedQuery = (win: number) => (Number.isInteger(win) && win > 0 ? `?win=${win}` : '');

const KIND: Record<ClaimablePrize['kind'], string> = {
  draw: 'Main draw',
  instant: 'Instant win',
  reward: 'Reward win',
};

function PrizeItem({
  prize: p,
  selected,
  onSelect,
}: {
  prize: ClaimablePrize;
  selected: boolean;
  onSelect: () => void;
}) {
  const status = p.claim_status ? CLAIM_STATUS_TEXT[p.claim_status] : null;
  return (
    <li className={styles.prize} data-testid="claimable-prize">
      {p.image ? <ListPicture src={p.image} width={96} height={72} first={false} /> : null}
      <div className={styles.prizeText}>
        <p className={styles.kind}>{KIND[p.kind] ?? p.kind}</p>
        <h2>{p.prize}</h2>
        <p className={styles.muted}>
          {[
            p.competition_title,
            p.ticket_number === null ? '' : `ticket #${p.ticket_number}`,
            p.won_at ? `won ${formatUkDate(p.won_at)}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {p.cash_alternative > 0 && !p.claimed ? (
          <p className={styles.muted}>Or take {formatPounds(p.cash_alternative)} cash instead.</p>
        ) : null}
        {p.claimed ? <p className={styles.muted}>{status?.next ?? 'We have your claim.'}</p> : null}
      </div>
      {p.claimed ? (
        <span className={styles.claimed} data-testid="claim-status">
          {status?.label ?? 'Claimed'}
        </span>
      ) : (
        <button
          type="button"
          className={`shop-button ${selected ? '' : 'shop-button--ghost'}`}
          aria-pressed={selected}
          aria-controls={selected ? 'claim-form' : undefined}
          onClick={onSelect}
        >
          Claim this prize
        </button>
      )}
    </li>
  );
}

/** What the winner sees once the claim is sent: in place of the form, at the top of the view, on any screen. */
function Confirmation({
  prize,
  choice,
  cash,
  message,
}: {
  prize: string;
  choice: 'prize' | 'cash';
  cash: number;
  message: string;
}) {
  const close = useUnit(confirmationClosed);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the winner pressed Send in is gone: focus (and so the view) moves to what replaced it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section className={styles.confirmation} aria-labelledby="claim-done-title" data-testid="claim-confirmation">
      <h2 id="claim-done-title" ref={heading} tabIndex={-1}>
        Claim received
      </h2>
      <p role="status">{message}</p>
      <dl className={styles.facts}>
        <dt>Prize</dt>
        <dd>{choice === 'cash' && cash > 0 ? `${formatPounds(cash)} cash alternative to ${prize}` : prize}</dd>
        <dt>Status</dt>
        <dd data-testid="claim-status">{CLAIM_STATUS_TEXT.received.label}</dd>
      </dl>
      <h3>What happens next</h3>
      <ol className={styles.next}>
        <li>We email you a copy of your claim now.</li>
        <li>Within 2 working days our claims team checks it and contacts you.</li>
        <li>
          {choice === 'cash' && cash > 0
            ? 'Once verified, we pay the cash to you and the status here changes to Paid.'
            : 'Once verified, we arrange delivery and the status here changes to Dispatched.'}
        </li>
      </ol>
      <div className={styles.actions}>
        <button type="button" className="shop-button" onClick={close}>
          Back to my prizes
        </button>
        <Link className="shop-button shop-button--ghost" to="/account">
          My account
        </Link>
      </div>
    </section>
  );
}

/** How claiming works: the same for everyone, readable before signing in and without a script. */
function ClaimSteps() {
  return (
    <section aria-labelledby="claim-how" className={styles.steps}>
      <h2 id="claim-how">How to claim</h2>
      <ol>
        <li>Sign in with the account you entered with.</li>
        <li>Choose the prize you won and press “Claim this prize” (the link in your win email opens it for you).</li>
        <li>
          Check the address we filled in from your account, choose the prize or its cash alternative where there is one,
          and send the claim. Winners must be 18 or over; for prizes of high value we also ask for proof of identity.
        </li>
      </ol>
      <p>
        We confirm your claim by email and get in touch within 2 working days. You can follow it here and in your
        account. Instant wins of points or site credit are added to your account at once and need no claim. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    </section>
  );
}
