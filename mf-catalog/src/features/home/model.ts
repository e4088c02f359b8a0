import { applyPageMeta, type SeoSettings } from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadHomeMeta } from './api';

// The home page's document title and meta tags come from the SEO settings (spec section 2). The
// shell writes each route's own title when the path changes (shell/src/app/page-meta.ts), so
// leaving home needs no restore here.

export const homeStarted = createEvent();
export const homeLeft = createEvent();

export const loadHomeMetaFx = createEffect(() => loadHomeMeta());
export const applyMetaFx = createEffect((meta: SeoSettings) => applyMeta(meta, document));

export const $homeMeta = createStore<SeoSettings | null>(null).on(
  loadHomeMetaFx.doneData,
  (current, meta) => meta ?? current,
);
/** Home is on screen: a late SEO answer must not retitle the page the shopper moved on to. */
const $homeActive = createStore(false)
  .on(homeStarted, () => true)
  .on(homeLeft, () => false);

sample({ clock: homeStarted, target: loadHomeMetaFx });
sample({
  clock: loadHomeMetaFx.doneData,
  source: $homeActive,
  filter: (active, meta) => active && meta !== null,
  fn: (_, meta) => meta as SeoSettings,
  target: applyMetaFx,
});

/** Title, meta description and meta title from the SEO record; an empty field keeps what is there. */
export function applyMeta(meta: SeoSettings, doc: Document): void {
  const current = (name: string) => doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  applyPageMeta(
    {
      title: meta.page_title || meta.meta_title || doc.title,
      description: meta.meta_description || current('description'),
      metaTitle: meta.meta_title || current('title') || undefined,
    },
    doc,
  );
}
