import { useNow } from '../../ui/useNow';
import { countdownText } from '../view';

/** Closing countdown; ticks every second and reads "Closed" once the time has passed. */
export function Countdown({ closesAt, className }: { closesAt: number; className?: string }) {
  const now = useNow(1000);
  return (
    <span className={className} data-testid="countdown">
      <span className="visually-hidden">Closes in </span>
      {/* The server's render is a moment older than the page's: only these seconds differ. */}
      <time dateTime={new Date(closesAt).toISOString()} suppressHydrationWarning>
        {countdownText(closesAt, now)}
      </time>
    </span>
  );
}
