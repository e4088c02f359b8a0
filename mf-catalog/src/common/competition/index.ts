export { fetchCompetitionPage, listKey } from './api';
export type { CompetitionPage, ListCall } from './api';
export { competitionFetched, competitionLinkOpened } from './model';
export { STATE_LABEL, competitionState, competitionView, countdownText } from './view';
export type { CompetitionState, CompetitionView } from './view';
export { CompetitionCard } from './ui/CompetitionCard';
export { CompetitionGrid } from './ui/CompetitionGrid';
export { Countdown } from './ui/Countdown';
export { Progress } from './ui/Progress';
