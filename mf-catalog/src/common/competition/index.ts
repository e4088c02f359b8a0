export {
  MAX_LIMIT,
  appendItems,
  competitionToken,
  fetchCompetitionPage,
  fetchEveryPage,
  listKey,
} from './api';
export type { CompetitionPage, ListBody, ListCall } from './api';
export { competitionFetched, competitionLinkOpened } from './model';
export { BADGE_LABEL, STATE_LABEL, badgeLabels, competitionState, competitionView, countdownText } from './view';
export type { Badge, CompetitionState, CompetitionView } from './view';
export { CompetitionCard } from './ui/CompetitionCard';
export { CompetitionGrid } from './ui/CompetitionGrid';
export { Countdown } from './ui/Countdown';
export { Progress } from './ui/Progress';
