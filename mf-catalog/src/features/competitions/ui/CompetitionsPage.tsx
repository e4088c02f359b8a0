import { usePageMeta } from '@shop/react-kit';
import { Link, NavLink, useLocation, useParams, useSearchParams } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CompetitionGrid, priceBandBySlug } from '../../../common/competition';
import { Empty, Pager, pageFromSearch } from '../../../common/ui';
import { CATEGORIES, listHeading, listRequest } from '../categories';
import { listMeta } from '../list-meta';
import { $listFailed, $listPage, listOpened } from '../model';
import { listHref } from '../price-filter';
import styles from './competitions.module.css';

/**
 * /competitions/:category — live competitions of one category (or all), a page at a time; with
 * `?price=<band>` only those in that price band (the home page's price chips link here).
 */
export function CompetitionsPage() {
  const { category = 'all' } = useParams();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const slug = category.toLowerCase();
  const asked = search.get('price');
  const band = priceBandBySlug(asked);
  const { data, failed, opened } = useUnit({ data: $listPage, failed: $listFailed, opened: listOpened });
  const open = () => {
    opened({ ...listRequest(slug, page), band });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (slug, page, band) decides a read, not the function's identity.
  useEffect(open, [slug, page, band, opened]);
  const heading = band ? `${listHeading(slug)} · ${band.label}` : listHeading(slug);
  const { pathname } = useLocation();
  usePageMeta(listMeta(slug, band, page), pathname);
  // A category the shop does not have (nothing in it, and not one of ours): the server responds 404.
  if (data?.total === 0 && !CATEGORIES.some((c) => c.slug === slug)) return <UnknownCategory />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{heading}</h1>
        {data && data.total !== null ? (
          <p className={styles.count} aria-live="polite">
            {data.total} live {data.total === 1 ? 'competition' : 'competitions'}
          </p>
        ) : null}
      </header>
      {asked !== null && !band ? (
        <p className={styles.notice} role="status">
          There is no price band “{asked}”, so every competition is shown.
        </p>
      ) : null}
      <nav aria-label="Categories" className={styles.tabs}>
        {CATEGORIES.map((c) => (
          <NavLink
            key={c.slug}
            to={listHref(c.slug, band)}
            className={({ isActive }) => (isActive ? styles.activeTab : styles.tab)}
          >
            {c.label}
          </NavLink>
        ))}
      </nav>
      {band ? (
        <p className={styles.filter}>
          Price: <strong>{band.label}</strong>{' '}
          <Link to={listHref(slug, null)} className={styles.clear}>
            Show every price
          </Link>
        </p>
      ) : null}
      <CompetitionGrid
        items={data?.items}
        isLoading={!failed}
        skeletons={8}
        headingLevel={2}
        leadsPage
        empty={
          <Empty onRetry={open}>
            {page > 1
              ? 'There are no more competitions on this page.'
              : band
                ? `There are no live ${slug === 'all' ? '' : `${slug} `}competitions ${band.label.toLowerCase()} right now.`
                : `There are no live ${slug === 'all' ? '' : `${slug} `}competitions right now. New ones open every week.`}
          </Empty>
        }
      />
      <Pager
        page={page}
        totalPages={data ? data.totalPages : 1}
        hasMore={data?.hasMore}
        hrefFor={(p) => listHref(slug, band, p)}
      />
    </div>
  );
}

function UnknownCategory() {
  return (
    <div className={styles.page}>
      <h1>Category not found</h1>
      <Empty>
        We have no competitions in this category. <Link to="/competitions/all">Browse all competitions</Link>
      </Empty>
    </div>
  );
}
