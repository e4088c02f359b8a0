// /api/v1 catalog calls: competition lists, one competition, the site's pages and settings.
import { OPT_TOKEN, PAGE, type V1Routes } from '../http/v1';
import { num, str } from '../util';
import { competition, competitionPage, legalTabs, otherCompetitions, pageOf, seoFor, siteSetting } from './service';

export const catalogRoutes: V1Routes = {
  getSEOSettings: {
    method: 'POST',
    schema: { page: { type: 'string', required: true, max: 100 } },
    handler: (ctx, b) => ({ success: true, data: seoFor(ctx, str(b.page)) }),
  },
  getsettings: { method: 'GET', handler: (ctx) => ({ success: true, data: siteSetting(ctx, 'site', {}) }) },
  competition: {
    method: 'POST',
    schema: { ...OPT_TOKEN, ...PAGE, category: { type: 'string', max: 50 } },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      const cat = str(b.category || 'all').toLowerCase();
      return cat === 'all'
        ? competitionPage(ctx, 'liveFeatured', page, limit)
        : competitionPage(ctx, 'liveInCategory', page, limit, cat);
    },
  },
  drawn_next_competition: {
    method: 'POST',
    schema: { ...OPT_TOKEN, ...PAGE },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      return competitionPage(ctx, 'closingSoon', page, limit);
    },
  },
  finished_soldout_competition: {
    method: 'POST',
    schema: { ...OPT_TOKEN, ...PAGE },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      return competitionPage(ctx, 'finished', page, limit);
    },
  },
  featured_competition: {
    method: 'POST',
    schema: { ...OPT_TOKEN, ...PAGE, all: { type: 'boolean' } },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      return competitionPage(ctx, b.all === true ? 'closingSoon' : 'featuredClosingSoon', page, limit);
    },
  },
  getcompetition: {
    method: 'POST',
    schema: { ...OPT_TOKEN, id: { type: 'int', required: true, min: 1 } },
    handler: (ctx, b) => ({ success: true, data: competition(ctx, num(b.id)) }),
  },
  getOtherComps: {
    method: 'POST',
    schema: {
      ...OPT_TOKEN,
      ...PAGE,
      id: { type: 'int', required: true, min: 1 },
      limit: { type: 'int', min: 1, max: 24 },
    },
    handler: (ctx, b) => ({ success: true, data: otherCompetitions(ctx, num(b.id), num(b.limit ?? 4) || 4) }),
  },
  gethowitworkssettings: {
    method: 'GET',
    handler: (ctx) => ({ success: true, data: siteSetting(ctx, 'how_it_works', { title: '', steps: [] }) }),
  },
  free_postal_route: { method: 'GET', handler: (ctx) => ({ success: true, data: siteSetting(ctx, 'postal', {}) }) },
  faqs: { method: 'GET', handler: (ctx) => ({ success: true, data: siteSetting(ctx, 'faqs', []) }) },
  legal_terms: { method: 'GET', handler: (ctx) => ({ success: true, data: legalTabs(ctx) }) },
};
