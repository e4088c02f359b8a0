import { lazyPage, Route, Routes } from '@shop/shared/routing';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared).
const HomePage = lazyPage(() => import('../features/home/ui/HomePage').then((m) => m.HomePage));
const CompetitionsPage = lazyPage(() =>
  import('../features/competitions/ui/CompetitionsPage').then((m) => m.CompetitionsPage),
);
const InstantWinsPage = lazyPage(() =>
  import('../features/instant-wins/ui/InstantWinsPage').then((m) => m.InstantWinsPage),
);
const CompetitionDetailsPage = lazyPage(() =>
  import('../features/competition-details/ui/CompetitionDetailsPage').then((m) => m.CompetitionDetailsPage),
);
const ResultsPage = lazyPage(() => import('../features/results/ui/ResultsPage').then((m) => m.ResultsPage));
const DrawResultsPage = lazyPage(() => import('../features/results/ui/DrawResultsPage').then((m) => m.DrawResultsPage));
const WinnersPage = lazyPage(() => import('../features/winners/ui/WinnersPage').then((m) => m.WinnersPage));
const ClaimPrizePage = lazyPage(() =>
  import('../features/claim-prize/ui/ClaimPrizePage').then((m) => m.ClaimPrizePage),
);
const FreePostalRoutePage = lazyPage(() =>
  import('../features/free-postal-route/ui/FreePostalRoutePage').then((m) => m.FreePostalRoutePage),
);

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const catalogRoutes = (
  <>
    <Route path="/" element={<HomePage />} />
    <Route path="/competitions/:category" element={<CompetitionsPage />} />
    <Route path="/competitions/instant_win_comps" element={<InstantWinsPage />} />
    <Route path="/competitions/instant/wins" element={<InstantWinsPage />} />
    <Route path="/competition/details/:competitionDetail" element={<CompetitionDetailsPage />} />
    <Route path="/competition/info/:id" element={<CompetitionDetailsPage />} />
    <Route path="/draw/results" element={<ResultsPage />} />
    <Route path="/results" element={<DrawResultsPage />} />
    <Route path="/winners_list" element={<WinnersPage />} />
    <Route path="/claim/prize" element={<ClaimPrizePage />} />
    <Route path="/free-postal-route" element={<FreePostalRoutePage />} />
    <Route path="*" element={null} />
  </>
);

export function CatalogRoutes() {
  return <Routes>{catalogRoutes}</Routes>;
}
