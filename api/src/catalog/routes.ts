// /api/v1 catalog calls: competition lists, one competition, the site's pages and settings.
import {
  CategoryListRequest,
  CompetitionListRequest,
  CompetitionRequest,
  FeaturedListRequest,
  OtherCompetitionsRequest,
  SeoRequest,
} from '@shop/shared/requests';
import { call, read, type V1Calls } from '../http/calls';
import { competition, competitionPage, legalTabs, otherCompetitions, seoFor, siteSetting } from './service';

export const catalogRoutes: V1Calls = {
  getSEOSettings: call(SeoRequest, (ctx, b) => ({ success: true, data: seoFor(ctx, b.page) })),
  getsettings: read((ctx) => ({ success: true, data: siteSetting(ctx, 'site', {}) })),
  competition: call(CategoryListRequest, (ctx, b) => {
    const category = (b.category || 'all').toLowerCase();
    return category === 'all'
      ? competitionPage(ctx, 'liveFeatured', b.page, b.limit)
      : competitionPage(ctx, 'liveInCategory', b.page, b.limit, category);
  }),
  drawn_next_competition: call(CompetitionListRequest, (ctx, b) =>
    competitionPage(ctx, 'closingSoon', b.page, b.limit),
  ),
  finished_soldout_competition: call(CompetitionListRequest, (ctx, b) =>
    competitionPage(ctx, 'finished', b.page, b.limit),
  ),
  featured_competition: call(FeaturedListRequest, (ctx, b) =>
    competitionPage(ctx, b.all ? 'closingSoon' : 'featuredClosingSoon', b.page, b.limit),
  ),
  getcompetition: call(CompetitionRequest, (ctx, b) => ({ success: true, data: competition(ctx, b.id) })),
  getOtherComps: call(OtherCompetitionsRequest, (ctx, b) => ({
    success: true,
    data: otherCompetitions(ctx, b.id, b.limit),
  })),
  gethowitworkssettings: read((ctx) => ({
    success: true,
    data: siteSetting(ctx, 'how_it_works', { title: '', steps: [] }),
  })),
  free_postal_route: read((ctx) => ({ success: true, data: siteSetting(ctx, 'postal', {}) })),
  faqs: read((ctx) => ({ success: true, data: siteSetting(ctx, 'faqs', []) })),
  legal_terms: read((ctx) => ({ success: true, data: legalTabs(ctx) })),
};
