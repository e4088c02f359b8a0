// What the server tells people and crawlers before any script runs (issue 18, item 3): each
// route's own title, description and canonical URL; on a competition's page Open Graph and
// Twitter card tags with its image, and JSON-LD (a Product with its Offer; a live draw also as an
// Event); and sitemap.xml and robots.txt from the provider's data.
import { escapeAttribute, scriptJson } from './page-head.mjs';

/** Paths that are one visitor's own (basket, account, a prize claim): never indexed. */
const PRIVATE_PREFIXES = ['/account', '/auth/', '/cart', '/checkout', '/confirmation', '/claim/'];
const isPrivate = (path) => PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
const SCHEMA = 'https://schema.org';
/** The sitemap's competitions: the provider's page size at most, this many pages at most. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

const escapeXml = (text) => escapeAttribute(text).replace(/'/g, '&apos;');

export function createSeo({ code, read, now = Date.now }) {
  const { shared } = code;

  async function competitionOf(pathname) {
    const route = code.routeFor(pathname);
    if (!route?.path.startsWith('/competition/')) return null;
    const param = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
    const id = route.path.endsWith(':id') ? Number.parseInt(param, 10) : shared.competitionIdFromDetailsParam(param);
    if (!id) return null;
    const answer = await read('getcompetition', { id });
    return answer?.data ?? null;
  }

  async function homeMeta() {
    const seo = (await read('getSEOSettings', { page: 'home' }))?.data?.[0];
    const home = code.HOME_META;
    if (!seo) return home;
    // As the home page applies them (mf-catalog/src/features/home/model.ts applyMeta).
    return {
      title: seo.page_title || seo.meta_title || home.title,
      description: seo.meta_description || home.description,
      metaTitle: seo.meta_title || home.metaTitle,
    };
  }

  function availability(c) {
    if (shared.remainingTickets(c) === 0) return `${SCHEMA}/SoldOut`;
    const open = c.status === 'live' && !(shared.closingTime(c) <= now());
    return open ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
  }

  function structuredData(c, url, description, image, origin) {
    const product = {
      '@context': SCHEMA,
      '@type': 'Product',
      name: c.title,
      description,
      image: [image],
      url,
      sku: String(c.id),
      offers: {
        '@type': 'Offer',
        url,
        price: shared.ticketPrice(c, now()).toFixed(2),
        priceCurrency: 'GBP',
        availability: availability(c),
      },
    };
    if (!c.live_draw) return [product];
    const start = shared.dateTimeToMs(c.draw_date, c.draw_time);
    const event = {
      '@context': SCHEMA,
      '@type': 'Event',
      name: `${c.title} live draw`,
      description,
      image: [image],
      url,
      ...(Number.isNaN(start) ? {} : { startDate: new Date(start).toISOString() }),
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
      location: { '@type': 'VirtualLocation', url },
      organizer: { '@type': 'Organization', name: shared.SITE_NAME, url: origin },
    };
    return [product, event];
  }

  /** The <head> tags of a page: the route's, or the competition's on its details page. */
  async function headTags(pathname, origin, apiUrl) {
    const route = code.routeFor(pathname);
    const competition = await competitionOf(pathname);
    const meta = competition
      ? code.detailsPageMeta(competition, now())
      : route?.path === '/'
        ? await homeMeta()
        : code.routeMeta(pathname);
    const canonical = competition
      ? origin + shared.competitionDetailsPath(competition)
      : route && !isPrivate(pathname)
        ? origin + pathname
        : null;
    const image = competition?.image ? new URL(competition.image, apiUrl).href : null;
    const tag = (attribute, key, value) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
    const tags = [
      `<title>${escapeAttribute(meta.title)}</title>`,
      tag('name', 'description', meta.description),
      tag('name', 'title', meta.metaTitle ?? meta.title),
      tag('property', 'og:site_name', shared.SITE_NAME),
      tag('property', 'og:locale', 'en_GB'),
      tag('property', 'og:type', competition ? 'product' : 'website'),
      tag('property', 'og:title', competition ? competition.title : meta.title),
      tag('property', 'og:description', meta.description),
      tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      tag('name', 'twitter:title', competition ? competition.title : meta.title),
      tag('name', 'twitter:description', meta.description),
    ];
    if (canonical)
      tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`, tag('property', 'og:url', canonical));
    if (image) {
      tags.push(tag('property', 'og:image', image), tag('property', 'og:image:alt', competition.title));
      tags.push(tag('name', 'twitter:image', image));
    }
    if (competition && canonical) {
      const data = structuredData(competition, canonical, meta.description, image, origin);
      tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
    }
    return tags.join('');
  }

  async function liveCompetitions() {
    const all = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await read('competition', { page, limit: PAGE_SIZE });
      if (!answer) return all;
      all.push(...answer.data);
      if (page >= (answer.total_pages ?? 1)) return all;
    }
    return all;
  }

  async function sitemap(origin) {
    const competitions = await liveCompetitions();
    const categories = [...new Set(['all', ...competitions.map((c) => c.category)])];
    const paths = [
      ...code.ROUTES.map((route) => route.path).filter((path) => !path.includes(':') && !isPrivate(path)),
      ...categories.map((category) => `/competitions/${encodeURIComponent(category)}`),
      ...competitions.map((c) => shared.competitionDetailsPath(c)),
    ];
    const urls = [...new Set(paths)].map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  }

  function robots(origin) {
    const rules = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n');
    return `User-agent: *\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  return { headTags, sitemap, robots };
}
