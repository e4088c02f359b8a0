// Every route has its own browser title and meta description: "<Page> | Prize Draw UK".
// The shell sets each route's default when the path changes (shell/src/app/page-meta.ts); a page
// that knows better (a competition's title, a category) sets its own with usePageMeta. The home
// page keeps the title of its SEO settings (requirements §2) and sets it with applyPageMeta.

export const SITE_NAME = 'Prize Draw UK';

export interface PageMeta {
  /** The whole browser title. */
  title: string;
  description: string;
  /** meta[name="title"]; the browser title when absent. */
  metaTitle?: string;
}

/** "Winners" → "Winners | Prize Draw UK". */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

function metaTag(doc: Document, name: string): HTMLMetaElement {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = name;
    doc.head.appendChild(tag);
  }
  return tag;
}

/** Writes the browser title, meta description and meta title. */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  metaTag(doc, 'description').content = meta.description;
  metaTag(doc, 'title').content = meta.metaTitle ?? meta.title;
}
