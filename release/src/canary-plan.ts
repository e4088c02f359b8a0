// A canary's plan as the command line and the console write it: its share of browsers, the steps
// still to come (`--canary 5,25,50`) and the pause at each (`--pause 10m`; docs/release.md
// "Canaries").
import { refuse } from './refusal';

/** A canary's share of browsers, in whole percent: 1–99 (0 is no canary, 100 is a publish). */
export function parseShare(text: string | number | undefined): number {
  const share = /^\d{1,3}$/.test(String(text)) ? Number(text) : Number.NaN;
  if (!(share >= 1 && share <= 99)) refuse(`a canary's share is a whole percent from 1 to 99, not "${text}"`);
  return share;
}

/** `--canary 5` or steps `--canary 5,25,50`: { share, steps } (steps: the shares still to come). */
export function parseCanarySteps(text: string): { share: number; steps: number[] } {
  const shares = String(text).split(',').map(parseShare);
  if (shares.some((share, i) => i > 0 && share <= (shares[i - 1] ?? 0))) {
    refuse(`--canary steps go up, e.g. 5,25,50 (then 100 % is the promote), not "${text}"`);
  }
  return { share: shares[0] ?? parseShare(''), steps: shares.slice(1) };
}

/** The pause at each canary step: 30s, 10m, 1h (1 s to 24 h). Default 10 minutes. */
export const DEFAULT_PAUSE_SECONDS = 600;
const PAUSE_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };
export function parsePause(text: string): number {
  const match = /^(\d{1,5})(s|m|h)$/.exec(String(text).trim());
  const seconds = match ? Number(match[1]) * (PAUSE_UNITS[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
  if (!(seconds >= 1 && seconds <= 86_400))
    refuse(`--pause is a time such as 30s, 10m or 1h (at most 24h), not "${text}"`);
  return seconds;
}
