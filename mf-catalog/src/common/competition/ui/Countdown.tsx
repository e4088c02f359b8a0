import { useNow } from '@shop/react-kit';
import { countdownText } from '../view';

/** Closing countdown; ticks every second and reads "Closed" once the time has passed. */
export function Countdown({ closesAt, className }: { closesAt: number; className?: string }) {
  const now = useNow(1000);
  return (
    <span className={className} data-testid="countdown">
      <span className="visually-hidden">Closes in </span>
      {/* The first render reads the render's clock, the server's too (useNow): hydration sees the same text. */}
      <time dateTime={new Date(closesAt).toISOString()}>{countdownText(closesAt, now)}</time>
    </span>
  );
}
