import type { ListBody, ListCall } from '../../common/competition';

// The categories the provider knows (spec: /competitions/:category); 'all' is every live one.
export const CATEGORIES: { slug: string; label: string }[] = [
  { slug: 'all', label: 'All' },
  { slug: 'cash', label: 'Cash' },
  { slug: 'tech', label: 'Tech' },
  { slug: 'cars', label: 'Cars' },
  { slug: 'lifestyle', label: 'Lifestyle' },
  { slug: 'holidays', label: 'Holidays' },
];

export const LIST_PAGE_SIZE = 12;

/** The h1 of a list: "Competitions" for all, else "<Category> Competitions". */
export function listHeading(category: string | undefined): string {
  const slug = (category ?? 'all').toLowerCase();
  if (slug === 'all') return 'Competitions';
  const known = CATEGORIES.find((c) => c.slug === slug);
  const label = known?.label ?? slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase());
  return `${label} Competitions`;
}

/**
 * The call behind a list page. Requirements §7: featured_competition serves both the featured list
 * and the all-competitions list, so 'all' asks it for every live one (`all: true`); a category
 * asks the competition call.
 */
export function listRequest(category: string, page: number): { call: ListCall; body: ListBody } {
  const slug = category.toLowerCase();
  return slug === 'all'
    ? { call: 'featured_competition', body: { all: true, page, limit: LIST_PAGE_SIZE } }
    : { call: 'competition', body: { category: slug, page, limit: LIST_PAGE_SIZE } };
}
