import { lazyPage, Route, Routes } from '@shop/react-kit/routing';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared). A server-rendered route's chunk is named: its first view
// (./first-view.ts) loads its models from the same chunk, so page and models come in one request.
const HomePage = lazyPage(() =>
  import(/* webpackChunkName: "home" */ '../features/home/ui/HomePage').then((m) => m.HomePage),
);
const CompetitionsPage = lazyPage(() =>
  import(/* webpackChunkName: "competitions" */ '../features/competitions/ui/CompetitionsPage').then(
    (m) => m.CompetitionsPage,
  ),
);
const InstantWinsPage = lazyPage(() =>
  import(/* webpackChunkName: "instant-wins" */ '../features/instant-wins/ui/InstantWinsPage').then(
    (m) => m.InstantWinsPage,
  ),
);
const CompetitionDetailsPage = lazyPage(() =>
  import(/* webpackChunkName: "details" */ '../features/competition-details/ui/CompetitionDetailsPage').then(
    (m) => m.CompetitionDetailsPage,
  ),
);
const DrawResultsPage = lazyPage(() =>
  import(/* webpackChunkName: "results" */ '../features/results/ui/DrawResultsPage').then((m) => m.DrawResultsPage),
);
const ResultsPage = lazyPage(() =>
  import(/* webpackChunkName: "results" */ '../features/results/ui/ResultsPage').then((m) => m.ResultsPage),
);
const WinnersPage = lazyPage(() =>
  import(/* webpackChunkName: "winners" */ '../features/winners/ui/WinnersPage').then((m) => m.WinnersPage),
);
const ClaimPrizePage = lazyPage(() =>
  import(/* webpackChunkName: "claim" */ '../features/claim-prize/ui/ClaimPrizePage').then((m) => m.ClaimPrizePage),
);
const FreePostalRoutePage = lazyPage(() =>
  import(/* webpackChunkName: "postal" */ '../features/free-postal-route/ui/FreePostalRoutePage').then(
    (m) => m.FreePostalRoutePage,
  ),
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
    <Route path="/draw/results" element={<DrawResultsPage />} />
    <Route path="/results" element={<ResultsPage />} />
    <Route path="/winners_list" element={<WinnersPage />} />
    <Route path="/claim/prize" element={<ClaimPrizePage />} />
    <Route path="/free-postal-route" element={<FreePostalRoutePage />} />
    <Route path="*" element={null} />
  </>
);

export function CatalogRoutes() {
  return <Routes>{catalogRoutes}</Routes>;
}
