export type { CompetitionPage, ListBody, ListCall } from './api';
export {
  appendItems,
  competitionToken,
  fetchCompetitionPage,
  fetchEveryPage,
  listKey,
  MAX_LIMIT,
} from './api';
export { competitionFetched, competitionLinkOpened } from './model';
export type { PriceBand } from './price-bands';
export { inPriceBand, PRICE_BANDS, priceBandBySlug, priceBandHref, priceBands } from './price-bands';
export { CompetitionCard } from './ui/CompetitionCard';
export { CompetitionGrid } from './ui/CompetitionGrid';
export { Countdown } from './ui/Countdown';
export { Progress } from './ui/Progress';
export type { Badge, CompetitionState, CompetitionView } from './view';
export { BADGE_LABEL, badgeLabels, competitionState, competitionView, countdownText, STATE_LABEL } from './view';
