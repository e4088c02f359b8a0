import type { SeoSettings } from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadHomeMeta } from './api';

// The home page's document title and meta tags come from the SEO settings (spec section 2).
// What the page had before is kept, so leaving home does not leave its title on other screens.

export interface DocumentMeta {
  title: string;
  description: string | null;
  metaTitle: string | null;
}

export const homeStarted = createEvent();
export const homeLeft = createEvent();

export const loadHomeMetaFx = createEffect(() => loadHomeMeta());
export const applyMetaFx = createEffect((meta: SeoSettings) => applyMeta(meta, document));
export const restoreMetaFx = createEffect((previous: DocumentMeta) => restoreMeta(previous, document));

export const $homeMeta = createStore<SeoSettings | null>(null).on(
  loadHomeMetaFx.doneData,
  (current, meta) => meta ?? current,
);
/** Home is on screen: a late SEO answer must not retitle the page the shopper moved on to. */
const $homeActive = createStore(false)
  .on(homeStarted, () => true)
  .on(homeLeft, () => false);
const $previousMeta = createStore<DocumentMeta | null>(null)
  .on(applyMetaFx.doneData, (previous, before) => previous ?? before)
  .reset(restoreMetaFx.done);

sample({ clock: homeStarted, target: loadHomeMetaFx });
sample({
  clock: loadHomeMetaFx.doneData,
  source: $homeActive,
  filter: (active, meta) => active && meta !== null,
  fn: (_, meta) => meta as SeoSettings,
  target: applyMetaFx,
});
sample({
  clock: homeLeft,
  source: $previousMeta,
  filter: (previous): previous is DocumentMeta => previous !== null,
  target: restoreMetaFx,
});

function metaTag(doc: Document, name: string): HTMLMetaElement {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = name;
    doc.head.appendChild(tag);
  }
  return tag;
}

/** Sets title, meta description and meta title; answers what was there before. */
export function applyMeta(meta: SeoSettings, doc: Document): DocumentMeta {
  const description = metaTag(doc, 'description');
  const title = metaTag(doc, 'title');
  const before: DocumentMeta = { title: doc.title, description: description.content, metaTitle: title.content };
  if (meta.page_title || meta.meta_title) doc.title = meta.page_title || meta.meta_title;
  if (meta.meta_description) description.content = meta.meta_description;
  if (meta.meta_title) title.content = meta.meta_title;
  return before;
}

export function restoreMeta(previous: DocumentMeta, doc: Document): void {
  doc.title = previous.title;
  if (previous.description !== null) metaTag(doc, 'description').content = previous.description;
  if (previous.metaTitle !== null) metaTag(doc, 'title').content = previous.metaTitle;
}
