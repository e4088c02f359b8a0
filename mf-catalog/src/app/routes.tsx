import { lazyPage, Route, Routes } from '@shop/react-kit/routing';
import type { ReactElement } from 'react';
import { CATALOG_ROUTES, type CatalogPath } from './route-manifest';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/react-kit). Each page's chunk is the one its route names in
// ./route-manifest.ts (route-manifest.test.ts checks the comments): its first view (./first-view.ts)
// loads its models from the same chunk, so page and models come in one request.
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

/** The page each route of the manifest shows. */
const PAGES: Record<CatalogPath, ReactElement> = {
  '/': <HomePage />,
  '/competitions/instant_win_comps': <InstantWinsPage />,
  '/competitions/instant/wins': <InstantWinsPage />,
  '/competitions/:category': <CompetitionsPage />,
  '/competition/details/:competitionDetail': <CompetitionDetailsPage />,
  '/competition/info/:id': <CompetitionDetailsPage />,
  '/draw/results': <DrawResultsPage />,
  '/results': <ResultsPage />,
  '/winners_list': <WinnersPage />,
  '/claim/prize': <ClaimPrizePage />,
  '/free-postal-route': <FreePostalRoutePage />,
};

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const catalogRoutes = (
  <>
    {CATALOG_ROUTES.map(({ path }) => (
      <Route key={path} path={path} element={PAGES[path]} />
    ))}
    <Route path="*" element={null} />
  </>
);

export function CatalogRoutes() {
  return <Routes>{catalogRoutes}</Routes>;
}
