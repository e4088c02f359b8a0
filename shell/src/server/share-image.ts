import { SITE_NAME } from '@shop/react-kit';
import { escapeXml, SHARE_HEIGHT, SHARE_WIDTH } from '@shop/react-kit/server';

// The site's own share image (docs/design-choices.md "Search and share"): every page without one
// of its own (a competition has its own) shows this card when its link is shared.

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export const SITE_IMAGE_ALT = `${SITE_NAME}: win cars, cash and tech in UK prize draws`;

export function siteShareSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12123a"/><stop offset="1" stop-color="#2d2d8a"/></linearGradient></defs>',
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#sky)"/>`,
    '<path d="M1010 90l28 57 63 9-46 44 11 63-56-30-56 30 11-63-46-44 63-9z" fill="#ffc83d"/>',
    `<text x="80" y="250" font-family="${FONT}" font-size="88" font-weight="bold" fill="#ffffff">${escapeXml(SITE_NAME)}</text>`,
    `<text x="80" y="340" font-family="${FONT}" font-size="44" fill="#ffc83d">Win cars, cash and tech</text>`,
    `<text x="80" y="420" font-family="${FONT}" font-size="32" fill="#dcdcf0">Instant wins · Live draws · Free postal entry</text>`,
    `<text x="80" y="560" font-family="${FONT}" font-size="28" fill="#dcdcf0">18+ only. Please play responsibly.</text>`,
    '</svg>',
  ].join('');
}
