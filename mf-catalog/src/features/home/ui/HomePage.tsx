import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HydrateWhenNear } from '../../../common/ui';
import { homeLeft, homeStarted } from '../model';
import { AnchorNav } from './AnchorNav';
import { Carousel } from './Carousel';
import { CompsForEveryone } from './CompsForEveryone';
import styles from './home.module.css';
import { DrawNext, Finished, InstantWins } from './ListSections';
import { Pricing } from './Pricing';
import { Wrapper } from './Wrapper';

/**
 * Below the carousel, each section's component with the id of its node: the server's markup of
 * each hydrates when it comes near the window (HydrateWhenNear), the carousel at once.
 */
const LATER = [
  ['pricing', Pricing],
  ['anchor-nav', AnchorNav],
  ['draw-next', DrawNext],
  ['instant-wins', InstantWins],
  ['comps-for-everyone', CompsForEveryone],
  ['finished', Finished],
  ['how-it-works', Wrapper],
] as const;

/** Requirements §2: the home sections, in this order. */
export function HomePage() {
  const [started, left] = useUnit([homeStarted, homeLeft]);
  useEffect(() => {
    started();
    return () => left();
  }, [started, left]);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Prize Draw UK competitions</h1>
      <Carousel />
      {LATER.map(([id, Section]) => (
        <HydrateWhenNear key={id} id={id}>
          <Section />
        </HydrateWhenNear>
      ))}
    </div>
  );
}
