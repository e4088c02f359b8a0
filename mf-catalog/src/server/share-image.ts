import { SITE_NAME } from '@shop/react-kit';
import { escapeXml, SHARE_HEIGHT, SHARE_WIDTH, wrapText } from '@shop/react-kit/server';
import { type Competition, ticketPrice } from '@shop/shared';
import { formatPounds, formatUkDateTime } from '@shop/shared/format';
import { competitionState } from '../common/competition';

// A competition's share image (docs/design-choices.md "Search and share"): its picture on the
// left, its title, price and draw on the right, in the site's colours. Drawn here, in the
// catalog's released build, so a release changes it with the page; the storefront server turns
// it into a JPEG.

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const INK = '#12123a';
const ACCENT = '#ffc83d';

function statusLine(c: Competition, now: number): string {
  if (c.status === 'drawn') return 'Drawn';
  const state = competitionState(c, now);
  return state === 'live'
    ? `${formatPounds(ticketPrice(c, now))} per ticket`
    : state === 'sold_out'
      ? 'Sold out'
      : 'Closed';
}

/** The SVG, with the competition's picture at its absolute address (the server inlines it). */
export function competitionShareSvg(c: Competition, image: string, now: number): string {
  // DejaVu Sans Bold at 46 px is about 29 px a character: 15 fit the 480 px beside the picture.
  const title = wrapText(c.title, 15, 3);
  const titleTop = 170;
  const lines = title.map((line, i) => `<tspan x="680" y="${titleTop + i * 56}">${escapeXml(line)}</tspan>`).join('');
  const below = titleTop + title.length * 56 + 20;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${INK}"/>`,
    '<clipPath id="frame"><rect x="40" y="40" width="600" height="450" rx="24"/></clipPath>',
    '<rect x="40" y="40" width="600" height="450" rx="24" fill="#ffffff"/>',
    `<image x="40" y="40" width="600" height="450" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)" href="${escapeXml(image)}"/>`,
    `<text x="680" y="92" font-family="${FONT}" font-size="30" font-weight="bold" fill="${ACCENT}">★ ${escapeXml(SITE_NAME)}</text>`,
    `<text font-family="${FONT}" font-size="46" font-weight="bold" fill="#ffffff">${lines}</text>`,
    `<text x="680" y="${below + 40}" font-family="${FONT}" font-size="38" font-weight="bold" fill="${ACCENT}">${escapeXml(statusLine(c, now))}</text>`,
    `<text x="680" y="${below + 96}" font-family="${FONT}" font-size="24" fill="#dcdcf0">Draw ${escapeXml(formatUkDateTime(c.draw_date, c.draw_time))}</text>`,
    `<text x="40" y="580" font-family="${FONT}" font-size="28" fill="#dcdcf0">18+ only · Free postal entry on every competition</text>`,
    '</svg>',
  ].join('');
}
