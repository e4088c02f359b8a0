import { useCachedRead } from '@shop/shared';
import { NavLink, useParams, useSearchParams } from '@shop/shared/routing';
import { CompetitionGrid, fetchCompetitionPage, listKey } from '../../../common/competition';
import { Empty, Pager, pageFromSearch } from '../../../common/ui';
import { CATEGORIES, listHeading, listRequest } from '../categories';
import styles from './competitions.module.css';

/** /competitions/:category — live competitions of one category (or all), a page at a time. */
export function CompetitionsPage() {
  const { category = 'all' } = useParams();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const slug = category.toLowerCase();
  const { call, body } = listRequest(slug, page);
  const { data, isLoading, reload } = useCachedRead(listKey(call, body), () => fetchCompetitionPage(call, body));
  const heading = listHeading(slug);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{heading}</h1>
        {data ? (
          <p className={styles.count} aria-live="polite">
            {data.total} live {data.total === 1 ? 'competition' : 'competitions'}
          </p>
        ) : null}
      </header>
      <nav aria-label="Categories" className={styles.tabs}>
        {CATEGORIES.map((c) => (
          <NavLink
            key={c.slug}
            to={`/competitions/${c.slug}`}
            className={({ isActive }) => (isActive ? styles.activeTab : styles.tab)}
          >
            {c.label}
          </NavLink>
        ))}
      </nav>
      <CompetitionGrid
        items={data?.items}
        isLoading={isLoading}
        skeletons={8}
        empty={
          <Empty onRetry={reload}>
            {page > 1
              ? 'There are no more competitions on this page.'
              : `There are no live ${slug === 'all' ? '' : `${slug} `}competitions right now. New ones open every week.`}
          </Empty>
        }
      />
      <Pager page={page} totalPages={data?.totalPages ?? 1} hrefFor={(p) => `/competitions/${slug}?page=${p}`} />
    </div>
  );
}
