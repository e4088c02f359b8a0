import table from './table.module.css';

/** Requirements §4: Load More appends the next page (points, orders) until none remain. */
export function LoadMore({ hasMore, pending, onMore }: { hasMore: boolean; pending: boolean; onMore: () => void }) {
  if (!hasMore) return null;
  return (
    <div className={table.more}>
      <button type="button" className="shop-button" onClick={() => onMore()} disabled={pending}>
        {pending ? 'Loading...' : 'Load More'}
      </button>
    </div>
  );
}
