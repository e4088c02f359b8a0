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
