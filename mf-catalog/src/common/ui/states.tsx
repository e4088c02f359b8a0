import type { ReactNode } from 'react';
import { Link } from '@shop/shared/routing';
import styles from './states.module.css';

/** Spinner while a read is under way. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <div className="shop-spinner" role="status" aria-label={label} />
    </div>
  );
}

/** Empty state; a failed read lands here too (spec section 8: reads are only logged). */
export function Empty({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p>{children}</p>
      {onRetry ? (
        <button type="button" className="shop-button shop-button--ghost" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Previous / next paging through `?page=`, kept in the URL so a page can be shared. */
export function Pager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const prev = page > 1;
  const next = page < totalPages;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Link
        className="shop-button shop-button--ghost"
        to={hrefFor(page - 1)}
        aria-disabled={!prev}
        tabIndex={prev ? 0 : -1}
      >
        Previous
      </Link>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <Link
        className="shop-button shop-button--ghost"
        to={hrefFor(page + 1)}
        aria-disabled={!next}
        tabIndex={next ? 0 : -1}
      >
        Next
      </Link>
    </nav>
  );
}

/** Reads ?page= (1-based); anything unreadable is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
