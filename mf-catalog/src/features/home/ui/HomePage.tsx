import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { homeLeft, homeStarted } from '../model';
import { AnchorNav } from './AnchorNav';
import { Carousel } from './Carousel';
import { CompsForEveryone } from './CompsForEveryone';
import styles from './home.module.css';
import { DrawNext, Finished, InstantWins } from './ListSections';
import { Pricing } from './Pricing';
import { Wrapper } from './Wrapper';

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
      <Pricing />
      <AnchorNav />
      <DrawNext />
      <InstantWins />
      <CompsForEveryone />
      <Finished />
      <Wrapper />
    </div>
  );
}
