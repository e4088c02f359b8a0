// The prize drawings behind /media/<folder>/<slug>.svg (media.ts): each draws the prize itself
// from simple shapes on an 800 x 600 canvas, centred near (400, 300), in the colour it is given.
// Shapes only, never emoji or words: a machine without an emoji font would show empty boxes, and
// the storefront writes the title beside or over the picture.

const WHITE = '#ffffff';
const DARK = '#16161d';

export type Drawing = (colour: string) => string;

const wheel = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="44" fill="${DARK}"/><circle cx="${x}" cy="${y}" r="22" fill="#c9ccd3"/>`;

export const ART: Record<string, Drawing> = {
  phone: (c) =>
    `<rect x="318" y="120" width="164" height="340" rx="30" fill="${DARK}" stroke="#d5d7de" stroke-width="6"/>
<rect x="330" y="132" width="140" height="316" rx="22" fill="${c}"/>
<rect x="372" y="144" width="56" height="16" rx="8" fill="${DARK}"/>
${[0, 1, 2]
  .flatMap((row) =>
    [0, 1, 2].map(
      (col) =>
        `<rect x="${346 + col * 40}" y="${190 + row * 44}" width="28" height="28" rx="7" fill="${WHITE}" opacity="0.75"/>`,
    ),
  )
  .join('')}
<rect x="366" y="428" width="68" height="6" rx="3" fill="${WHITE}"/>`,
  watch: (c) =>
    `<rect x="352" y="90" width="96" height="140" rx="14" fill="#9aa0a8"/><rect x="352" y="370" width="96" height="140" rx="14" fill="#9aa0a8"/>
<circle cx="400" cy="300" r="104" fill="#d9dce1"/><circle cx="400" cy="300" r="90" fill="${c}"/><circle cx="400" cy="300" r="66" fill="${DARK}"/>
${Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return `<circle cx="${(400 + 54 * Math.sin(a)).toFixed(1)}" cy="${(300 - 54 * Math.cos(a)).toFixed(1)}" r="${i % 3 === 0 ? 6 : 4}" fill="${WHITE}"/>`;
}).join('')}
<line x1="400" y1="300" x2="400" y2="256" stroke="${WHITE}" stroke-width="7" stroke-linecap="round"/><line x1="400" y1="300" x2="436" y2="318" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>
<rect x="500" y="288" width="18" height="24" rx="4" fill="#d9dce1"/>`,
  car: (c) =>
    `<path d="M150 350 L190 270 Q205 245 240 240 L300 235 L360 180 Q375 168 400 168 L520 168 Q545 168 560 185 L610 240 L660 250 Q690 258 690 290 L690 350 Z" fill="${c}"/>
<path d="M330 238 L378 192 L450 192 L450 238 Z M470 238 L470 192 L530 192 Q542 192 550 204 L575 238 Z" fill="#cfe6ff"/>
<rect x="640" y="270" width="36" height="16" rx="6" fill="#ffe08a"/>${wheel(260, 352)}${wheel(580, 352)}`,
  pickup: (c) =>
    `<path d="M140 350 L140 262 L400 262 L400 200 Q400 180 425 180 L540 180 Q560 180 572 198 L610 252 L670 262 Q695 268 695 295 L695 350 Z" fill="${c}"/>
<path d="M425 250 L425 200 L535 200 Q546 200 552 210 L580 250 Z" fill="#cfe6ff"/>
<rect x="140" y="250" width="250" height="14" fill="${DARK}" opacity="0.35"/>${wheel(250, 352)}${wheel(590, 352)}`,
  cash: (c) =>
    [2, 1, 0]
      .map(
        (i) =>
          `<g transform="translate(${i * 26} ${-i * 26}) rotate(${-6 + i * 4} 400 300)"><rect x="210" y="210" width="380" height="190" rx="14" fill="${c}" stroke="${WHITE}" stroke-width="6"/>
<rect x="232" y="232" width="336" height="146" rx="8" fill="none" stroke="${WHITE}" stroke-opacity="0.6" stroke-width="3"/>
<circle cx="400" cy="305" r="56" fill="${WHITE}" opacity="0.9"/>
<text x="400" y="333" font-family="Arial, Helvetica, sans-serif" font-size="80" font-weight="700" text-anchor="middle" fill="${c}">£</text></g>`,
      )
      .join(''),
  console: (c) =>
    `<path d="M180 120 Q230 100 250 140 L262 480 L200 480 Q180 480 180 460 Z" fill="${WHITE}"/><rect x="250" y="126" width="36" height="354" rx="10" fill="${DARK}"/>
<path d="M286 140 Q306 100 356 120 L356 460 Q356 480 336 480 L274 480 Z" fill="${WHITE}"/>
<path d="M400 380 Q430 330 480 336 L640 336 Q690 330 720 380 L745 460 Q752 500 715 500 Q690 500 672 470 L648 440 L472 440 L448 470 Q430 500 405 500 Q368 500 375 460 Z" fill="${c}"/>
<rect x="450" y="372" width="16" height="44" rx="3" fill="${WHITE}"/><rect x="436" y="386" width="44" height="16" rx="3" fill="${WHITE}"/>
<circle cx="660" cy="374" r="9" fill="${WHITE}"/><circle cx="682" cy="394" r="9" fill="${WHITE}"/><circle cx="638" cy="394" r="9" fill="${WHITE}"/><circle cx="660" cy="414" r="9" fill="${WHITE}"/>`,
  controller: (c) =>
    `<path d="M220 260 Q260 190 340 200 L460 200 Q540 190 580 260 L625 400 Q640 470 575 470 Q535 470 505 420 L470 370 L330 370 L295 420 Q265 470 225 470 Q160 470 175 400 Z" fill="${c}"/>
<rect x="262" y="240" width="24" height="72" rx="4" fill="${WHITE}"/><rect x="238" y="264" width="72" height="24" rx="4" fill="${WHITE}"/>
<circle cx="520" cy="244" r="14" fill="${WHITE}"/><circle cx="556" cy="276" r="14" fill="${WHITE}"/><circle cx="484" cy="276" r="14" fill="${WHITE}"/><circle cx="520" cy="308" r="14" fill="${WHITE}"/>
<circle cx="350" cy="330" r="24" fill="${DARK}"/><circle cx="450" cy="330" r="24" fill="${DARK}"/>`,
  handheld: (c) =>
    `<rect x="150" y="190" width="110" height="240" rx="50" fill="#e4002b"/><rect x="540" y="190" width="110" height="240" rx="50" fill="#00a8e8"/>
<rect x="250" y="190" width="300" height="240" rx="10" fill="${DARK}"/><rect x="270" y="210" width="260" height="200" rx="6" fill="${c}"/>
<circle cx="205" cy="260" r="22" fill="${DARK}"/><circle cx="595" cy="360" r="22" fill="${DARK}"/>
<circle cx="205" cy="350" r="9" fill="${DARK}"/><circle cx="595" cy="250" r="9" fill="${DARK}"/><circle cx="620" cy="275" r="9" fill="${DARK}"/><circle cx="570" cy="275" r="9" fill="${DARK}"/>`,
  earbuds: (c) =>
    `<rect x="300" y="230" width="200" height="170" rx="60" fill="${WHITE}"/><line x1="306" y1="290" x2="494" y2="290" stroke="${c}" stroke-width="4"/>
<circle cx="400" cy="345" r="6" fill="${c}"/>
<g fill="${WHITE}"><circle cx="230" cy="190" r="34"/><rect x="220" y="200" width="22" height="110" rx="11"/><circle cx="570" cy="190" r="34"/><rect x="558" y="200" width="22" height="110" rx="11"/></g>`,
  headphones: (c) =>
    `<path d="M250 330 L250 270 Q250 130 400 130 Q550 130 550 270 L550 330" fill="none" stroke="${c}" stroke-width="30"/>
<rect x="210" y="300" width="90" height="150" rx="40" fill="${c}"/><rect x="500" y="300" width="90" height="150" rx="40" fill="${c}"/>
<rect x="280" y="320" width="30" height="110" rx="14" fill="${WHITE}" opacity="0.8"/><rect x="490" y="320" width="30" height="110" rx="14" fill="${WHITE}" opacity="0.8"/>`,
  vacuum: (c) =>
    `<rect x="392" y="90" width="16" height="330" rx="8" fill="#bfc3cb"/>
<path d="M360 100 L440 100 L440 150 L360 150 Z" fill="${DARK}"/><rect x="420" y="150" width="70" height="120" rx="30" fill="${c}"/><circle cx="455" cy="210" r="22" fill="${WHITE}" opacity="0.7"/>
<rect x="300" y="420" width="200" height="48" rx="18" fill="${c}"/><rect x="300" y="458" width="200" height="10" fill="${DARK}" opacity="0.4"/>`,
  beach: (c) =>
    `<circle cx="600" cy="160" r="60" fill="#ffd45c"/><rect x="0" y="380" width="800" height="220" fill="${c}"/>
<path d="M0 380 Q100 360 200 380 T400 380 T600 380 T800 380" fill="none" stroke="${WHITE}" stroke-width="6"/>
<path d="M0 470 Q200 420 420 470 L420 600 L0 600 Z" fill="#f4d58d"/>
<path d="M250 460 Q240 330 290 220" fill="none" stroke="#7a4e2d" stroke-width="20" stroke-linecap="round"/>
<path d="M290 220 Q220 180 170 230 M290 220 Q260 150 200 150 M290 220 Q330 150 390 170 M290 220 Q370 210 390 270" fill="none" stroke="#2f9e44" stroke-width="22" stroke-linecap="round"/>`,
  city: (c) =>
    `<circle cx="620" cy="140" r="40" fill="#ffe9a8"/>
<g fill="${c}"><rect x="120" y="300" width="90" height="220"/><rect x="220" y="230" width="80" height="290"/><rect x="310" y="330" width="70" height="190"/>
<rect x="390" y="170" width="80" height="350"/><rect x="412" y="120" width="36" height="50"/><rect x="426" y="70" width="8" height="50"/>
<rect x="480" y="260" width="90" height="260"/><rect x="580" y="310" width="100" height="210"/></g>
${Array.from({ length: 24 }, (_, i) => `<rect x="${140 + (i % 8) * 66}" y="${340 + Math.floor(i / 8) * 50}" width="14" height="18" fill="#ffe08a" opacity="0.8"/>`).join('')}
<rect x="0" y="520" width="800" height="80" fill="${DARK}" opacity="0.5"/>`,
  snow: (c) =>
    `<circle cx="620" cy="130" r="46" fill="#f1f3ff"/><path d="M0 470 Q400 400 800 470 L800 600 L0 600 Z" fill="${WHITE}"/>
${[
  [200, 1],
  [320, 1.3],
  [470, 1.1],
]
  .map(([x, s]) => {
    const k = s as number;
    const cx = x as number;
    return `<path d="M${cx} ${470 - 260 * k} L${cx + 80 * k} ${470 - 40 * k} L${cx - 80 * k} ${470 - 40 * k} Z" fill="${c}"/><rect x="${cx - 10}" y="${470 - 42 * k}" width="20" height="${40 * k}" fill="#6b4226"/>`;
  })
  .join('')}
${[
  [120, 140],
  [420, 110],
  [700, 260],
  [560, 300],
  [90, 330],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${WHITE}"/>`)
  .join('')}`,
  voucher: (c) =>
    `<rect x="200" y="190" width="400" height="230" rx="18" fill="${c}" stroke="${WHITE}" stroke-width="6"/>
<rect x="200" y="280" width="400" height="34" fill="${WHITE}" opacity="0.85"/><rect x="300" y="190" width="34" height="230" fill="${WHITE}" opacity="0.85"/>
<path d="M317 280 Q270 220 250 250 Q240 280 317 280 Q390 280 380 250 Q360 220 317 280 Z" fill="${WHITE}"/>
<text x="500" y="395" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="${WHITE}">£</text>`,
  coins: (c) =>
    `${[0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="330" cy="${420 - i * 34}" rx="110" ry="36" fill="${c}" stroke="${WHITE}" stroke-width="5"/>`,
      )
      .join('')}
<circle cx="520" cy="260" r="110" fill="${c}" stroke="${WHITE}" stroke-width="8"/>
<path d="M520 185 L541 240 L600 243 L554 280 L570 337 L520 305 L470 337 L486 280 L440 243 L499 240 Z" fill="${WHITE}"/>`,
  trophy: (c) =>
    `<path d="M320 130 L480 130 L474 230 Q462 290 400 296 Q338 290 326 230 Z" fill="${c}"/><rect x="386" y="294" width="28" height="60" fill="${c}"/>
<rect x="330" y="354" width="140" height="30" rx="6" fill="${c}"/><rect x="310" y="384" width="180" height="40" rx="6" fill="${DARK}"/>
<path d="M326 150 Q270 156 280 210 Q290 246 334 240 M474 150 Q530 156 520 210 Q510 246 466 240" fill="none" stroke="${c}" stroke-width="16"/>`,
  gift: (c) =>
    `<rect x="280" y="250" width="240" height="190" rx="10" fill="${c}"/><rect x="262" y="210" width="276" height="52" rx="8" fill="${c}"/>
<rect x="386" y="210" width="28" height="230" fill="${WHITE}"/><rect x="262" y="228" width="276" height="18" fill="${WHITE}" opacity="0.6"/>
<path d="M400 210 Q350 140 320 170 Q305 200 400 210 Q495 200 480 170 Q450 140 400 210 Z" fill="${WHITE}"/>`,
};
