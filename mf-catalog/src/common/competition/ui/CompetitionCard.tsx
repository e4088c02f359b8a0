import { Link } from '@shop/react-kit/routing';
import type { Competition } from '@shop/shared';
import { competitionDetailsPath, formatUkDateTime, truncate } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { competitionLinkOpened } from '../model';
import { BADGE_LABEL, type Badge, badgeLabels, competitionView, STATE_LABEL } from '../view';
import { Countdown } from './Countdown';
import styles from './card.module.css';
import { Progress } from './Progress';

/** Two lines of a card at its narrowest; the full title is in the link's title and on details. */
export const TITLE_MAX = 60;

const BADGE_CLASS: Record<Badge, string | undefined> = {
  new: styles.badgeNew,
  sale: styles.badgeSale,
  instant: styles.badgeInstant,
};

/**
 * One competition in a list: image, title, price, progress, countdown, badges, state. Its title is
 * an h3 under a section's h2, or an h2 straight under a page's h1 (headings never skip a level).
 */
export function CompetitionCard({
  competition: c,
  now,
  headingLevel = 3,
  image = 'lazy',
}: {
  competition: Competition;
  now?: number;
  headingLevel?: 2 | 3;
  /** How its image loads: when scrolled near (lazy), at once (eager), or at once and first. */
  image?: 'lazy' | 'eager' | 'first';
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const view = competitionView(c, now);
  const opened = useUnit(competitionLinkOpened);
  const href = competitionDetailsPath(c);
  const badges = badgeLabels(c, view);
  return (
    <article
      className={view.state === 'live' ? styles.card : `${styles.card} ${styles.closed}`}
      data-testid="competition-card"
      data-competition-id={c.id}
      data-state={view.state}
    >
      <Link
        to={href}
        className={styles.media}
        onClick={() => opened({ id: c.id, category: c.category })}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={c.image}
          alt=""
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'first' ? 'high' : undefined}
          width={400}
          height={300}
        />
        <span className={styles.badges}>
          {badges.map((b) => (
            <span key={b} className={BADGE_CLASS[b]}>
              {BADGE_LABEL[b]}
            </span>
          ))}
        </span>
        {view.state !== 'live' ? <span className={styles.stateOverlay}>{STATE_LABEL[view.state]}</span> : null}
      </Link>
      <div className={styles.body}>
        <Title className={styles.title}>
          <Link to={href} onClick={() => opened({ id: c.id, category: c.category })} title={c.title}>
            {truncate(c.title, TITLE_MAX)}
          </Link>
        </Title>
        {/* The image link above is hidden from screen readers (it repeats the title link), and its
            badges with it: they are said once here, after the title. Not inside the heading, whose
            name stays the title. The state (sold out, finished) is in the button's name below. */}
        {badges.length ? (
          <p className="visually-hidden" data-testid="card-badges">
            {badges.map((b) => BADGE_LABEL[b]).join(', ')}
          </p>
        ) : null}
        <p className={styles.price} data-testid="price">
          {view.wasPriceText ? (
            <>
              <del>
                <span className="visually-hidden">was </span>
                {view.wasPriceText}
              </del>{' '}
              <strong className={styles.salePrice}>{view.priceText}</strong>
            </>
          ) : (
            <strong>{view.priceText}</strong>
          )}{' '}
          <span className={styles.per}>per ticket</span>
        </p>
        {view.progress ? <Progress progress={view.progress} open={view.state === 'live'} /> : null}
        {view.state === 'live' && view.closesAt !== null ? (
          <Countdown closesAt={view.closesAt} className={styles.countdown} />
        ) : c.draw_outcome ? (
          <p className={styles.drawDate} data-testid="card-outcome">
            {c.draw_outcome.winning_ticket !== null ? (
              <>
                Won by <strong>{c.draw_outcome.winner_name}</strong> with ticket #{c.draw_outcome.winning_ticket}
              </>
            ) : (
              'No entries: no winner was drawn'
            )}
            <br />
            Drawn {formatUkDateTime(c.draw_outcome.drawn_at)}
          </p>
        ) : c.draw_date ? (
          <p className={styles.drawDate}>Draw {formatUkDateTime(c.draw_date, c.draw_time)}</p>
        ) : null}
        <Link
          to={href}
          className={`shop-button ${view.state === 'live' ? '' : 'shop-button--ghost '}${styles.cta}`}
          onClick={() => opened({ id: c.id, category: c.category })}
        >
          {/* The visible words start the accessible name (WCAG 2.5.3, label in name); the title
              after them tells screen-reader users which of the many identical buttons this is. */}
          {view.state === 'live' ? 'Enter' : STATE_LABEL[view.state]}
          <span className="visually-hidden">{view.state === 'live' ? ` ${c.title}` : `: view ${c.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
