import { useNow } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import type { Competition } from '@shop/shared';
import { useUnit } from 'effector-react';
import { Countdown, competitionLinkOpened, competitionView } from '../../../common/competition';
import styles from './carousel.module.css';

export function Slide({
  competition: c,
  active,
  position,
  href,
}: {
  competition: Competition;
  active: boolean;
  position: string;
  href: string;
}) {
  const view = competitionView(c, useNow(60_000));
  const opened = useUnit(competitionLinkOpened);
  return (
    <div
      className={`${styles.slide} ${active ? styles.active : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
      data-testid="carousel-slide"
    >
      {/* The showing slide's image is the page's largest paint: it goes first, the others after. */}
      <img
        src={c.image}
        alt=""
        className={styles.image}
        width={800}
        height={600}
        fetchPriority={active ? 'high' : 'low'}
      />
      <div className={styles.caption}>
        <p className={styles.kicker}>{view.isNew ? 'New · ' : ''}Featured competition</p>
        <h2 className={styles.title}>{c.title}</h2>
        <p className={styles.meta}>
          {view.wasPriceText ? <del>{view.wasPriceText}</del> : null} <strong>{view.priceText}</strong> per ticket
          {view.closesAt !== null && view.state === 'live' ? (
            <>
              {' · '}
              <Countdown closesAt={view.closesAt} />
            </>
          ) : null}
        </p>
        <Link
          to={href}
          className="shop-button"
          tabIndex={active ? 0 : -1}
          onClick={() => opened({ id: c.id, category: c.category })}
        >
          Enter now
        </Link>
      </div>
    </div>
  );
}
