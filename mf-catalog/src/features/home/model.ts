import { applyPageMeta } from '@shop/react-kit';
import type { Competition, SeoSettings } from '@shop/shared';
import { combine, createEffect, createEvent, createStore, type EventCallable, sample } from 'effector';
import { howItWorksQuery } from '../../common/howItWorks';
import { siteSettingsQuery } from '../../common/settings';
import { winnerStatsQuery } from '../../common/winnerStats';
import { loadHomeMeta } from './api';
import { allLiveQuery } from './queries/all-live';
import { drawNextQuery } from './queries/draw-next';
import { featuredQuery } from './queries/featured';
import { finishedQuery } from './queries/finished';
import { mainCompetitionQuery } from './queries/main-competition';
import { type HomeRows, homeRows, ROW } from './rows';

// The home page's document title and meta tags come from the SEO settings (requirements §2). The
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
/** Home is on screen: a late SEO response must not retitle the page the shopper moved on to. */
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

/** The home sections' reads: on opening, and again from a section's Try again. */
export const homeReadsRequested = createEvent();

// The queries live in modules of their own, one each, so a server-rendered first view can make them
// in short tasks (app/first-view.ts).
export { allLiveQuery, drawNextQuery, featuredQuery, finishedQuery, mainCompetitionQuery };

/**
 * The server-rendered first view (app/first-view.ts) started the reads before hydrating, served
 * from the page: the page's own start, right after, does not ask again. A cache hit is not free:
 * nine queries re-checking their responses were a long task of a phone's first view
 * (bench/README.md "Phone first view"). Leaving home forgets it; the next visit reads as usual.
 */
const homeFirstViewOpened = createEvent();
const $readByFirstView = createStore(false)
  .on(homeFirstViewOpened, () => true)
  .reset(homeLeft);
sample({ clock: homeStarted, source: $readByFirstView, filter: (read) => !read, target: homeReadsRequested });

// biome-ignore lint/suspicious/noExplicitAny: each query's own start event and parameters
type Read = [start: EventCallable<any>, params: unknown];
/** Home's reads and their parameters; the main competition first: its image is the page's largest paint. */
const READS: Read[] = [
  [mainCompetitionQuery.start, undefined],
  [featuredQuery.start, { call: 'featured_competition', body: { page: 1, limit: 6 } }],
  [allLiveQuery.start, { call: 'featured_competition', body: { all: true } }],
  [drawNextQuery.start, { call: 'drawn_next_competition', body: { page: 1, limit: ROW } }],
  [finishedQuery.start, { call: 'finished_soldout_competition', body: { page: 1, limit: ROW } }],
  [siteSettingsQuery.start, undefined],
  [howItWorksQuery.start, undefined],
  [winnerStatsQuery.start, undefined],
];
for (const [start, params] of READS) sample({ clock: homeReadsRequested, fn: () => params, target: start });

/** The server's first view: every read at once, in its scope (@shop/shared/server). */
export const homeFirstViewStarted = createEvent();
sample({ clock: homeFirstViewStarted, target: [homeFirstViewOpened, homeReadsRequested] });
/**
 * The browser's first view: the same reads, one a task (app/first-view.ts). Each response from the
 * page is checked and reaches its stores in the task its read starts; all of them in one task were
 * the catalog's longest task of a phone's first view (bench/README.md "Hydration when near").
 */
export const homeFirstViewSteps: (() => void)[] = [
  () => homeFirstViewOpened(),
  ...READS.map(
    ([start, params]) =>
      () =>
        start(params),
  ),
];

const settled = (status: string) => status === 'done' || status === 'fail';

/** The main competition first, then the featured ones, each once. */
export const $slides = combine(mainCompetitionQuery.$data, featuredQuery.$data, (main, featured) => {
  const slides: Competition[] = main ? [main] : [];
  for (const c of featured?.items ?? []) if (!slides.some((s) => s.id === c.id)) slides.push(c);
  return slides;
});
/** Slides show with whichever responds first: the main one first means no slide moves later. */
export const $slidesLoading = combine(
  $slides,
  mainCompetitionQuery.$status,
  featuredQuery.$status,
  (slides, main, featured) => slides.length === 0 && !(settled(main) && settled(featured)),
);

/**
 * The rows below Drawing next, once both reads have responded (rows drawn before Drawing next is
 * known would repeat its cards, then jump). A failed Drawing next leaves nothing out.
 */
export const $homeRows = combine(
  allLiveQuery.$data,
  drawNextQuery.$data,
  drawNextQuery.$status,
  (live, next, nextStatus): HomeRows | null =>
    live && settled(nextStatus) ? homeRows(next?.items ?? [], live.items) : null,
);
export const $homeRowsLoading = combine(
  allLiveQuery.$status,
  drawNextQuery.$status,
  (live, next) => !settled(live) || !settled(next),
);

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
