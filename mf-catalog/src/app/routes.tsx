import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// This remote's screens; each page's code loads when its route is first visited.
const HomePage = lazy(() => import('../features/home/ui/HomePage').then((m) => ({ default: m.HomePage })));
const CompetitionsPage = lazy(() => import('../features/competitions/ui/CompetitionsPage').then((m) => ({ default: m.CompetitionsPage })));
const InstantWinsPage = lazy(() => import('../features/instant-wins/ui/InstantWinsPage').then((m) => ({ default: m.InstantWinsPage })));
const CompetitionDetailsPage = lazy(() => import('../features/competition-details/ui/CompetitionDetailsPage').then((m) => ({ default: m.CompetitionDetailsPage })));
const ResultsPage = lazy(() => import('../features/results/ui/ResultsPage').then((m) => ({ default: m.ResultsPage })));
const DrawResultsPage = lazy(() => import('../features/results/ui/DrawResultsPage').then((m) => ({ default: m.DrawResultsPage })));
const WinnersPage = lazy(() => import('../features/winners/ui/WinnersPage').then((m) => ({ default: m.WinnersPage })));
const ClaimPrizePage = lazy(() => import('../features/claim-prize/ui/ClaimPrizePage').then((m) => ({ default: m.ClaimPrizePage })));
const FreePostalRoutePage = lazy(() => import('../features/free-postal-route/ui/FreePostalRoutePage').then((m) => ({ default: m.FreePostalRoutePage })));

export function CatalogRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
