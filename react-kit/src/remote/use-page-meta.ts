import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from './page-title';

/**
 * A page's own title and description while it is on screen, or nothing while it has none yet
 * (null: the route's default stays). Written again after each routing event on the same path, so
 * the shell's default for a path never outlasts the page's own, whatever runs first.
 *
 * `renderedFor`: the path the page shows, from its router (`useLocation().pathname`). The title is
 * written only while the address is that path: a page that renders or commits late, after the
 * shopper has moved on (a transition, a lazy chunk, data arriving), leaves the next page's title
 * alone. Without a router, the address when the page rendered.
 */
export function usePageMeta(meta: PageMeta | null, renderedFor?: string): void {
  const title = meta?.title;
  const description = meta?.description;
  const path = renderedFor ?? (typeof window === 'undefined' ? '' : window.location.pathname);
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
