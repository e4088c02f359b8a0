import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from './page-title';

/**
 * A page's own title and description while it is on screen, or nothing while it has none yet
 * (null: the route's default stays). Written again after each routing event on the same path, so
 * the shell's default for a path never outlasts the page's own, whatever runs first.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  // The path the page was rendered for, not the one its effect runs at: a page committed late (a
  // transition, a lazy chunk) after the shopper has moved on must not write over the next page's title.
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const apply = () => {
      // A routing event that left this page's path is the next page's business.
      if (window.location.pathname === path) applyPageMeta({ title, description });
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => window.removeEventListener('single-spa:routing-event', apply);
  }, [title, description, path]);
}
