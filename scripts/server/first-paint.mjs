// Parts of the shell's chrome the server paints so nothing moves when the scripts arrive
// (issue 18, item 4): the announcement bar, from the provider's site settings. The shell's own
// bar (shell/src/features/chrome/AnnouncementBar.tsx) is added beside it; tokens.css then hides
// this one, so the bar's height is there from the first paint.
import { escapeAttribute } from './page-head.mjs';

const EMPTY_SLOT = /<div id="?announcement"?><\/div>/;

export async function withAnnouncement(html, read) {
  const text = (await read('getsettings'))?.data?.announcement?.trim();
  if (!text) return html;
  const bar = `<p class="shell-announcement" data-testid="server-announcement">${escapeAttribute(text)}</p>`;
  return html.replace(EMPTY_SLOT, `<div id="announcement">${bar}</div>`);
}

/**
 * Home's largest paint is the carousel's first slide, the main competition of the site settings
 * (mf-catalog/src/features/home/ui/Carousel.tsx): its image is asked for with the page, not after
 * the shell, the catalog and two provider calls have run (issue 18).
 */
export async function homeHeroPreload(read) {
  const main = Number((await read('getsettings'))?.data?.main_competition);
  if (!main) return '';
  const image = (await read('getcompetition', { id: main }))?.data?.image;
  return image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : '';
}
