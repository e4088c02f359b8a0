import { Link } from '@shop/react-kit/routing';
import type { ReactNode } from 'react';
import styles from './states.module.css';

/** Spinner while a read is under way. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <div className="shop-spinner" role="status" aria-label={label} />
    </div>
  );
}

/** Empty state; a failed read lands here too (requirements §8: reads are only logged). */
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

/**
 * Previous / next paging through `?page=`, kept in the URL so a page can be shared. A host that does
 * not say how many pages there are (`totalPages` null) gets "Page N" and a Next while pages come back
 * full (`hasMore`).
 */
export function Pager({
  page,
  totalPages,
  hasMore = false,
  hrefFor,
  label = 'Pages',
}: {
  /** The navigation's name: two pagers on one page need two names. */
  label?: string;
  page: number;
  totalPages: number | null;
  hasMore?: boolean;
  hrefFor: (page: number) => string;
}) {
  const last = totalPages ?? (hasMore ? page + 1 : page);
  if (last <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {/* From past the end (an old shared link), Previous goes to the last page, not another empty one. */}
      <PagerStep label="Previous" to={page > 1 ? hrefFor(Math.min(page - 1, Math.max(1, last))) : null} />
      <span aria-current="page">{totalPages === null ? `Page ${page}` : `Page ${page} of ${totalPages}`}</span>
      <PagerStep label="Next" to={page < last ? hrefFor(page + 1) : null} />
    </nav>
  );
}

/**
 * A link while there is a page to go to; otherwise a disabled button. An aria-disabled link still
 * follows a click (to ?page=0 or past the last page), so a disabled step is not a link at all.
 */
function PagerStep({ label, to }: { label: string; to: string | null }) {
  const className = 'shop-button shop-button--ghost';
  if (to === null) {
    return (
      <button type="button" className={className} disabled>
        {label}
      </button>
    );
  }
  return (
    <Link className={className} to={to}>
      {label}
    </Link>
  );
}
