import { useNow } from '@shop/react-kit';
import type { Competition } from '@shop/shared';
import { countdownText } from '../../../common/competition';
import { drawTimeText, type LiveDrawPhase, liveDrawPhase } from '../entry';
import styles from './details.module.css';

/**
 * The live draw (requirements §2, docs/design-choices.md): with a stream, a countdown to the draw time, the stream's
 * link from that time until the result, and the replay after. The time always comes from the
 * draw date and time; the host's free text (live_draw_info) is shown only without a stream, where
 * it is all there is. The first render reads the render's clock (useNow), so the server's
 * countdown and the browser's first one agree (docs/composition.md "Hydration").
 */
export function LiveDraw({ competition: c, fallbackInfo }: { competition: Competition; fallbackInfo: string }) {
  const now = useNow(1000);
  const phase = liveDrawPhase(c, now);
  const when = drawTimeText(c);
  if (!phase) {
    const info = c.live_draw ? c.live_draw_info || fallbackInfo : '';
    return info ? (
      <section aria-labelledby="live-title" className={styles.block} data-testid="live-draw">
        <h2 id="live-title">Live draw</h2>
        <p>{info}</p>
      </section>
    ) : null;
  }
  return (
    <section aria-labelledby="live-title" className={styles.block} data-testid="live-draw" data-phase={phase.kind}>
      <h2 id="live-title">Live draw</h2>
      {when ? <p data-testid="live-draw-time">{timeLine(phase.kind, when)}</p> : null}
      {phase.kind === 'upcoming' ? (
        <>
          <p>
            Starts in{' '}
            <time className={styles.countdown} dateTime={new Date(phase.at).toISOString()} data-testid="live-countdown">
              {countdownText(phase.at, now)}
            </time>
          </p>
          <p className={styles.muted}>
            The stream:{' '}
            <a href={phase.url} target="_blank" rel="noopener noreferrer">
              {hostOf(phase.url)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : null}
      {phase.kind === 'live' ? (
        <a className="shop-button" href={phase.url} target="_blank" rel="noopener noreferrer" data-testid="watch-live">
          Watch live<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {phase.kind === 'replay' ? (
        <a href={phase.url} target="_blank" rel="noopener noreferrer" data-testid="watch-replay">
          Watch the replay<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {phase.kind === 'drawn' ? <p>No recording of this draw was kept.</p> : null}
    </section>
  );
}

/** The draw's time, worded for where the draw stands. */
function timeLine(phase: LiveDrawPhase['kind'], when: string): string {
  if (phase === 'upcoming') return `To be drawn live at ${when}.`;
  if (phase === 'live') return `On now: drawn live at ${when}.`;
  return `Drawn live at ${when}.`;
}

/** "facebook.com": where a link goes, said before it is followed. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'link';
  }
}
